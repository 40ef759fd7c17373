import './index.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setNavigator } from './app/services';
import { createAppRouter } from './routing/router';

const router = createAppRouter();
setNavigator((to) => void router.navigate(to));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
