import type { ErrorInfo } from 'react';
import dayjs from 'dayjs';
import { callApi } from '../api/http';
import { session } from '../stores/session';

/**
 * ERR-14: uncaught UI errors of the production build go to the server's operation log
 * (syncSysOperatorLog.do, the log the back office already reads). A broken page can throw in a
 * loop, so reports are rate-limited and a repeated message is sent once per window.
 */

export const ERROR_LOG_LIMIT = 5;
export const ERROR_LOG_WINDOW_MS = 60_000;
/** The `client` of the log record: what tells these apart from the operators' own entries. */
export const ERROR_LOG_CLIENT = 'rcadmin-web';

/** At most `limit` distinct messages per window; answers whether this one may go. */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  let sent: { message: string; at: number }[] = [];
  return (message: string): boolean => {
    const at = now();
    sent = sent.filter((entry) => at - entry.at < windowMs);
    if (sent.length >= limit || sent.some((entry) => entry.message === message)) return false;
    sent.push({ message, at });
    return true;
  };
}

const allow = createRateLimiter(ERROR_LOG_LIMIT, ERROR_LOG_WINDOW_MS);

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function describe(error: unknown): { name: string; message: string; stack: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack ?? '' };
  return {
    name: 'Error',
    message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)),
    stack: '',
  };
}

/**
 * Sends one record; never throws and never toasts, so a failing report cannot raise another.
 * Without a session the server would refuse it: nothing is sent then.
 */
export async function reportClientError(error: unknown, componentStack = ''): Promise<void> {
  if (!session.siteToken) return;
  const { name, message, stack } = describe(error);
  if (!allow(`${name}: ${message}`)) return;
  await callApi(
    'syncSysOperatorLog',
    {
      tenantId: cut(session.platformNum, 64),
      tenantName: cut(session.tenantName, 200),
      opt: cut(`${name}: ${message}`, 200),
      client: ERROR_LOG_CLIENT,
      optUserCode: cut(session.siteUserId, 64),
      optUserName: cut(session.siteUserName, 100),
      optTime: dayjs().format('YYYY-MM-DD HH:mm:ss'),
      menuCode: cut(window.location.pathname, 200),
      menuName: cut(document.title, 200),
      // The component stack first: for a render error it says more than the bundle's call stack.
      addr: cut(`${componentStack}\n${stack}`.trim(), 500),
    },
    { silent: true },
  ).catch(() => undefined);
}

/** React's root error callbacks (createRoot options): caught by a boundary or not, both are bugs. */
export function onReactError(error: unknown, info: ErrorInfo): void {
  console.error(error);
  void reportClientError(error, info.componentStack ?? '');
}

/** Errors and rejected promises no code handled. Answers the function that removes the listeners. */
export function installErrorLog(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => void reportClientError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => void reportClientError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
