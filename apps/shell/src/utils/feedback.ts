import { message } from 'antd';
import { TOAST_DURATION_MS } from '../constants';

type MessageApi = ReturnType<typeof message.useMessage>[0];

/**
 * Toasts for code outside React (the http client, the guard). antd's static `message` cannot
 * read the theme and locale of ConfigProvider, so the app binds its context-aware instance on
 * mount; the static one only covers the moments before that.
 */
let messageApi: MessageApi = message;

export function bindMessageApi(api: MessageApi): void {
  messageApi = api;
}

const seconds = (ms: number) => ms / 1000;

export const notify = {
  error(text: string, durationMs: number = TOAST_DURATION_MS): void {
    void messageApi.error(text, seconds(durationMs));
  },
  success(text: string, durationMs: number = TOAST_DURATION_MS): void {
    void messageApi.success(text, seconds(durationMs));
  },
  info(text: string, durationMs: number = TOAST_DURATION_MS): void {
    void messageApi.info(text, seconds(durationMs));
  },
  warning(text: string, durationMs: number = TOAST_DURATION_MS): void {
    void messageApi.warning(text, seconds(durationMs));
  },
};
