import type { QueryClient } from '@tanstack/react-query';
import { Layout } from './Layout';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The whole app inside a router (BrowserRouter in the page, MemoryRouter in tests). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <Layout>
        <AppRoutes />
      </Layout>
    </AppProviders>
  );
}
