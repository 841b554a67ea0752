import { useEffect, useState } from 'react';

/** The value as it was `ms` after it last changed (search boxes ask the server once typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}
