import { useEffect, useMemo } from 'react';
import { ConfigProvider, message } from 'antd';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { antdLocaleOf } from '../i18n';
import type { createAppRouter } from '../router/create-router';
import { appState } from '../stores/app';
import { session } from '../stores/session';
import { settings, themeColorFor } from '../stores/settings';
import { bindMessageApi } from '../utils/feedback';

/**
 * Hands antd's context-aware message API to code outside React (http client, guard). Only the
 * message hook: antd's <App> would bring the modal and notification code to every first load.
 */
function FeedbackBinding() {
  const [messageApi, holder] = message.useMessage();
  useEffect(() => bindMessageApi(messageApi), [messageApi]);
  return holder;
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { language, size } = useSnapshot(appState);
  const { themeColor } = useSnapshot(settings);
  const { platformNum } = useSnapshot(session);
  // A new colour is a new token set: antd recomputes its styles in place, no reload (SHELL-15).
  const theme = useMemo(
    () => ({ token: { colorPrimary: themeColorFor({ themeColor }, platformNum) } }),
    [themeColor, platformNum],
  );
  return (
    // SHELL-14: the size preference is antd's componentSize.
    <ConfigProvider locale={antdLocaleOf(language)} componentSize={size} theme={theme}>
      <FeedbackBinding />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
