/** Providers in a fixed order: language, data, theme, toasts, auth, modals, then the page. */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { onSlowLoading } from '../lib/api/client';
import { i18n } from '../lib/i18n';
import { PlaylistProvider } from '../lib/playlist';
import { GlobalPreloaderProvider } from '../components/GlobalPreloader';
import { ModalProvider } from '../components/ModalHost';
import { ToastProvider, useToasts } from '../components/Toasts';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';
import { LiveProvider } from '../lib/live/LiveProvider';
import { PictureProvider } from '../components/PictureProvider';

/** "Please wait, Loading takes longer than usual" while calls are being retried. */
function SlowLoadingNotice() {
  const toasts = useToasts();
  const { t } = useTranslation();
  useEffect(() => onSlowLoading(() => toasts.show(t('errors.slow'))), [toasts, t]);
  return null;
}

export function createQueryClient(): QueryClient {
  // the API client retries network failures itself; queries do not retry on top of it
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** `queryClient`: the page's, which the entry script may have started calls on (first-calls.ts). */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <ToastProvider>
            <SlowLoadingNotice />
            <GlobalPreloaderProvider>
              <AuthProvider>
                <LiveProvider>
                  <PlaylistProvider>
                    <ModalProvider>
                      <PictureProvider>{children}</PictureProvider>
                    </ModalProvider>
                  </PlaylistProvider>
                </LiveProvider>
              </AuthProvider>
            </GlobalPreloaderProvider>
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
