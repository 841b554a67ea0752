/** An ilike pattern finding `value` anywhere, its %, _ and \ taken literally. */
export const containsPattern = (value: string): string => `%${value.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
