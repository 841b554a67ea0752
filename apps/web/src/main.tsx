import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { startFirstCalls } from './app/first-calls';
import { createQueryClient } from './app/providers';
import { PAGE_SHELL_MAX_MS, removePageShell } from './lib/page-shell';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { firstLocale } from './lib/i18n';
import './styles/theme.css';
import './styles/shell.css';
import './styles/controls.css';
import './styles/overlays.css';
import './styles/pages.css';
import './styles/features.css';
import './styles/feed.css';
import './styles/chat.css';
import './styles/payments.css';
import './styles/promo.css';
import './styles/partners.css';
import './styles/support.css';
import './styles/explore.css';
import './styles/parent.css';
import './styles/picture.css';
import './styles/effects.css';
import './styles/bedtime.css';
import './styles/account.css';

captureInstallPrompt();
registerServiceWorker();

const queryClient = createQueryClient();
startFirstCalls(queryClient, window.location);

// the page's language is fetched alone (lib/i18n); the first render waits for its texts
void firstLocale.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App queryClient={queryClient} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});

setTimeout(removePageShell, PAGE_SHELL_MAX_MS);
