import type { message } from 'antd';
import { TOAST_DURATION_MS } from '../constants';

type MessageApi = ReturnType<typeof message.useMessage>[0];
export type Kind = 'error' | 'success' | 'info' | 'warning';
export interface Toast {
  kind: Kind;
  text: string;
  durationMs: number;
}

/**
 * Toasts for code outside React (the http client, the guard). antd's message code is no part of
 * the first load: the first toast asks the app to mount its message holder (app/feedback-host),
 * whose context-aware instance (theme, locale of ConfigProvider) then shows it and every later
 * one. Toasts asked for before the holder is there wait for it, in order.
 */
let messageApi: MessageApi | null = null;
const waiting: Toast[] = [];
let requestHolder: (() => void) | null = null;

/** The app's message holder is mounted (or, with null, gone). */
export function bindMessageApi(api: MessageApi | null): void {
  messageApi = api;
  if (!api) return;
  for (const toast of waiting.splice(0)) void api[toast.kind](toast.text, toast.durationMs / 1000);
}

/**
 * How the app mounts its holder when a toast needs it; called at once when toasts are waiting
 * already (asked for before the app was there).
 */
export function onHolderNeeded(request: (() => void) | null): void {
  requestHolder = request;
  if (waiting.length > 0) request?.();
}

/** The toasts still waiting for the holder, handed over (when its code cannot be fetched). */
export function takeWaiting(): Toast[] {
  return waiting.splice(0);
}

function show(kind: Kind, text: string, durationMs: number): void {
  if (messageApi) return void messageApi[kind](text, durationMs / 1000);
  waiting.push({ kind, text, durationMs });
  requestHolder?.();
}

export const notify = {
  error: (text: string, durationMs: number = TOAST_DURATION_MS) => show('error', text, durationMs),
  success: (text: string, durationMs: number = TOAST_DURATION_MS) => show('success', text, durationMs),
  info: (text: string, durationMs: number = TOAST_DURATION_MS) => show('info', text, durationMs),
  warning: (text: string, durationMs: number = TOAST_DURATION_MS) => show('warning', text, durationMs),
};
