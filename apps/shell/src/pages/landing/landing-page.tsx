import { Alert, Descriptions } from 'antd';
import { memo } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { MenuEntries } from '../../components/menu-entries';
import { Panel } from '../../components/panel';
import { useCurrentRoute } from '../../hooks/use-current-route';
import { locateInMenu } from '../../menu/locate';
import { paramsWithDefaults } from '../../router/generate-routes';
import type { KnownRoute } from '../../router/route-table';
import { permission } from '../../stores/permission';

/**
 * The page of every route whose module is not built yet. An area's {name}/index page lists the
 * entries of the area it sits in; any other page says plainly that it is not in this version,
 * and shows the entries of its area. No made-up data.
 */
export default function LandingPage() {
  const route = useCurrentRoute();
  const params = useParams();
  const { pathname } = useLocation();
  return <LandingView route={route} params={params} pathname={pathname} />;
}

/**
 * The page itself. Route, params and address stay the same objects while the page is the same:
 * a page kept behind another tab, which React renders again on navigations elsewhere because it
 * reads the route context, stops here.
 */
const LandingView = memo(function LandingView({
  route,
  params,
  pathname,
}: {
  route: KnownRoute | undefined;
  params: Readonly<Params>;
  pathname: string;
}) {
  const { t } = useTranslation();
  const { menu } = useSnapshot(permission);
  const { area, page } = locateInMenu(menu, pathname);
  const isAreaLanding = Boolean(route?.areaIndex) || (area !== null && page === null);
  const title = (page ?? area)?.title ?? (route ? t(route.titleKey) : '');
  const filledParams = route?.paramDefaults ? paramsWithDefaults(route, params) : null;

  return (
    <div className="rc-stack">
      <h1 className="rc-page-title">{title}</h1>
      {!isAreaLanding && (
        <Alert
          type="info"
          showIcon
          title={t('landing.pendingTitle', { title })}
          description={t('landing.pendingBody')}
        />
      )}
      {filledParams && (
        <Descriptions
          size="small"
          items={Object.entries(filledParams).map(([key, value]) => ({ key, label: key, children: value }))}
        />
      )}
      {area && (
        <Panel title={`${area.title} · ${t('landing.entries')}`}>
          <MenuEntries area={area} />
        </Panel>
      )}
    </div>
  );
});
