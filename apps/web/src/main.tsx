import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { PAGE_SHELL_MAX_MS, removePageShell } from './lib/page-shell';
import './styles/theme.css';
import './styles/shell.css';
import './styles/pages.css';
import './styles/features.css';
import './styles/chat.css';
import './styles/payments.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

setTimeout(removePageShell, PAGE_SHELL_MAX_MS);
