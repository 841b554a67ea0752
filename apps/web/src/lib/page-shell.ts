/**
 * The server may send a page with a shell of its first frame (#page-shell, apps/server/src/plugins/web.ts)
 * standing over the app, so a picture paints before the scripts run. The page that asked for it
 * removes it once its own first frame is on screen, or when it goes away.
 */
import { useEffect } from 'react';

/** Longest a shell may stand if no page takes it down (a route that never renders, say). */
export const PAGE_SHELL_MAX_MS = 10_000;

export function removePageShell(): void {
  document.getElementById('page-shell')?.remove();
}

export function usePageShell(ready: boolean): void {
  useEffect(() => {
    if (ready) removePageShell();
  }, [ready]);
  useEffect(() => removePageShell, []);
}
