/** Providers in a fixed order: data, toasts, auth, modals, then layout and routes. */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { onSlowLoading } from '../lib/api';
import { i18n } from '../lib/i18n';
import { Layout } from '../components/Layout';
import { ModalProvider } from '../components/ModalHost';
import { ToastProvider, useToasts } from '../components/Toasts';
import { AuthProvider } from './auth';
import { PlaylistProvider } from '../lib/playlist';
import { AppRoutes } from './router';
import { useTheme } from './theme';

function SlowNotice() {
  const toasts = useToasts();
  const { t } = useTranslation();
  useEffect(() => onSlowLoading(() => toasts.show(t('toast.slow'))), [toasts, t]);
  return null;
}

function Theme() {
  useTheme();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SlowNotice />
          <Theme />
          <AuthProvider>
            <PlaylistProvider>
              <ModalProvider>{children}</ModalProvider>
            </PlaylistProvider>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <Layout>
        <AppRoutes />
      </Layout>
    </AppProviders>
  );
}
