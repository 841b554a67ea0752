import { useEffect } from 'react';
import { LISTS } from '@tt/contract';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/**
 * Paged panel lists (panel §4): the next page loads once the window is scrolled within 1000 px of
 * its end, checked 50 ms after scrolling settles; also checked at once, so a short first page that
 * does not fill the screen is followed by the next.
 */
export function useNextPageOnScroll({ hasNextPage, isFetchingNextPage, fetchNextPage }: Pages): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const left = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
        if (left < LISTS.nextPageWithinPx && hasNextPage && !isFetchingNextPage) void fetchNextPage();
      }, LISTS.loadDebounceMs);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
}
