import { useEffect } from 'react';
import { App as AntdApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import zhCN from 'antd/locale/zh_CN';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Language } from '../i18n';
import type { createAppRouter } from '../router/create-router';
import { appState } from '../stores/app';
import { bindMessageApi } from '../utils/feedback';

const ANTD_LOCALES: Record<Language, ConfigProviderProps['locale']> = { zh: zhCN, en: enUS, es: esES };

/** The spec's default theme colour (SHELL-15); the theme drawer changes it in a later issue. */
const THEME = { token: { colorPrimary: '#1890ff' } };

/** Hands antd's context-aware message API to code outside React (http client, guard). */
function FeedbackBinding() {
  const { message } = AntdApp.useApp();
  useEffect(() => bindMessageApi(message), [message]);
  return null;
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { language, size } = useSnapshot(appState);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} componentSize={size} theme={THEME}>
      <AntdApp>
        <FeedbackBinding />
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>
  );
}
