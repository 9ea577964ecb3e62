import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { checkFrameSrc, frameAllowlist } from '../bridge/frame-allowlist';
import { keptRoute } from '../bridge/handle-message';
import { FRAME_HEIGHT_OFFSET_PX } from '../constants';
import { useWindowHeight } from '../hooks/use-window-height';
import { menuRoutePaths } from '../router/generate-routes';
import { permission } from '../stores/permission';
import {
  destroyMicroApp,
  fetchMicroAppPage,
  microAppOptions,
  startedPage,
  type MicroAppOptions,
} from './micro-host';
import { microApps, microAppsInMenu, type MicroApp } from './micro-apps';
import { WujieApp } from './wujie-app';

/**
 * /micro/{name}: the tenant's micro-app of that name, when the user's menu links to it and its
 * origin is on the tenant's allowlist. Its own chunk: wujie is loaded with this page only.
 */
export default function MicroAppPage() {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  const registry = useSnapshot(microApps);
  const { loaded: allowlistLoaded } = useSnapshot(frameAllowlist);
  const { menu } = useSnapshot(permission);
  if (!registry.loaded || !allowlistLoaded) return <Spin />;
  const [app] = microAppsInMenu(
    registry.apps.filter((candidate) => candidate.name === name),
    menuRoutePaths(menu),
  );
  if (!app) return <Result status="warning" title={t('frame.microAppMissing')} />;
  if (!checkFrameSrc(app.url).ok) return <Result status="warning" title={t('frame.refused')} />;
  return <MicroAppView key={`${app.name} ${app.url}`} app={{ name: app.name, url: app.url }} />;
}

type ViewState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; html: string; options: MicroAppOptions };

/**
 * The app's own route kept in the shell's address (setRoute), read when the app starts: a reload
 * or a shared link starts it there.
 */
const addressRoute = (url: string) => keptRoute(window.location.hash, new URL(url).origin);

/** A live app (started or preloaded, not destroyed since) is shown as it is, with no fetch. */
function initialState(app: MicroApp): ViewState {
  const html = startedPage(app);
  return html === undefined
    ? { status: 'loading' }
    : { status: 'ready', html, options: microAppOptions(app, undefined, addressRoute(app.url)) };
}

/**
 * One micro-app. A fresh start fetches the app's page first and hands it to wujie: a page that
 * cannot be had (server away, an error answer) shows the failure with a Retry instead of a blank
 * area, on every open, and so does a script or style of the app that fails to load. An app still
 * running (its tab shown again) is shown as it is, without asking its server: what the user did
 * in it stays. Retry destroys what was started and starts the app afresh.
 */
export function MicroAppView({ app }: { app: MicroApp }) {
  const { t } = useTranslation();
  const height = useWindowHeight() - FRAME_HEIGHT_OFFSET_PX;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ViewState>(() => initialState(app));

  // Fetched once per fresh start: only a Retry fetches again (the app prop is a new object whenever
  // the page renders; its name and address are what count).
  const { name, url } = app;
  useEffect(() => {
    if (startedPage({ name, url }) !== undefined) return;
    let current = true;
    void fetchMicroAppPage(url).then((html) => {
      if (!current) return;
      // Registers the app with the bridge (its channel) when it is started.
      setState(
        html === null
          ? { status: 'failed' }
          : { status: 'ready', html, options: microAppOptions({ name, url }, html, addressRoute(url)) },
      );
    });
    return () => {
      current = false;
    };
  }, [name, url, attempt]);

  const retry = () => {
    destroyMicroApp(name);
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };

  return (
    <div data-testid="micro-app" data-name={name} data-status={state.status}>
      {state.status === 'loading' && <Spin />}
      {state.status === 'failed' && (
        <Result
          status="warning"
          title={t('frame.microAppFailed')}
          extra={
            <Button type="primary" onClick={retry}>
              {t('buttons.retry')}
            </Button>
          }
        />
      )}
      {state.status === 'ready' && (
        <WujieApp
          key={attempt}
          {...state.options}
          html={state.html}
          width="100%"
          height={`${height}px`}
          loadError={() => setState({ status: 'failed' })}
        />
      )}
    </div>
  );
}
