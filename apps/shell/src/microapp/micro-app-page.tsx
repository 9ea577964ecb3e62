import { useState } from 'react';
import { Result, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { checkFrameSrc, frameAllowlist } from '../bridge/frame-allowlist';
import { FRAME_HEIGHT_OFFSET_PX } from '../constants';
import { useWindowHeight } from '../hooks/use-window-height';
import { menuRoutePaths } from '../router/generate-routes';
import { permission } from '../stores/permission';
import { microAppOptions } from './micro-host';
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

function MicroAppView({ app }: { app: MicroApp }) {
  const { t } = useTranslation();
  const height = useWindowHeight() - FRAME_HEIGHT_OFFSET_PX;
  const [failed, setFailed] = useState(false);
  // Registers the app with the bridge (its channel) once; the view is keyed by name and url.
  const [options] = useState(() => microAppOptions(app));
  return (
    <div data-testid="micro-app" data-name={app.name}>
      {failed && <Result status="warning" title={t('frame.microAppFailed')} />}
      <WujieApp
        {...options}
        width="100%"
        height={`${height}px`}
        style={failed ? { display: 'none' } : undefined}
        loadError={() => setFailed(true)}
      />
    </div>
  );
}
