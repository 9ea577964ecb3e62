import { StrictMode } from 'react';
import './theme/antd-tokens.css';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import { App } from './app/app';
import { createAppRouter } from './app/create-router';
import { installErrorLog, onReactError } from './watch/error-log';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// ERR-14: in production, uncaught UI errors go to the error log.
if (import.meta.env.PROD) installErrorLog();
const reactErrors = import.meta.env.PROD
  ? { onCaughtError: onReactError, onUncaughtError: onReactError }
  : {};

// The first paint waits for the texts of the one language it shows (I18N-02).
void i18nReady.finally(() =>
  createRoot(root, reactErrors).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  ),
);
