import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setNavigator } from './app/services';
import { i18nReady } from './i18n';
import { createAppRouter } from './routing/router';

// The first render waits for the shell's texts in the reader's language (one small chunk).
await i18nReady;
const router = createAppRouter();
setNavigator((to) => void router.navigate(to));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
