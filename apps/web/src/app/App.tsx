import { Layout } from './Layout';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The whole app inside a router (BrowserRouter in the page, MemoryRouter in tests). */
export function App() {
  return (
    <AppProviders>
      <Layout>
        <AppRoutes />
      </Layout>
    </AppProviders>
  );
}
