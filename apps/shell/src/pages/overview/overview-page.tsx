import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useOpenMenu } from '../../hooks/use-open-menu';
import type { MenuItem } from '../../menu/types';
import { permission } from '../../stores/permission';
import { session } from '../../stores/session';
import { ChartCards, FigureCards } from './figure-cards';
import { HelpCard } from './help-card';
import { NoticeCard } from './notice-card';
import { Panel } from '../../components/panel';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { cardsHeld } from './overview-figures-api';
import '../../components/plain-button.css';
import './overview-page.css';

const pageCount = (area: Pick<MenuItem, 'list'>) =>
  area.list.reduce((sum, group) => sum + group.list.length, 0);

/**
 * /overview (pinned): who and where the user is, the figures of the pages the roles grant (each
 * card links to its page), the areas the roles open, charts, notices and help.
 */
export default function OverviewPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const openMenu = useOpenMenu();
  const { tenantName, platformNum, siteUserName, name } = useSnapshot(session);
  const { menu, currentDept } = useSnapshot(permission);
  const areas = menu.filter((area) => pageCount(area) > 0 || area.path);
  // The figures of the pages the user's roles in the current store grant; a new store, new figures.
  const held = useMemo(() => cardsHeld(menu), [menu]);

  const openArea = (area: (typeof areas)[number]) => {
    if (area.path) return void navigate(area.path);
    const first = area.list.flatMap((group) => group.list)[0];
    if (first) openMenu(first);
  };

  const facts: [string, ReactNode][] = [
    [t('overview.tenant'), tenantName],
    [t('overview.platformNum'), platformNum],
    [t('overview.store'), currentDept?.storeName ?? '—'],
    [t('overview.user'), name || siteUserName],
  ];

  return (
    <div className="rc-stack">
      <Panel title={t('overview.title')}>
        <dl className="rc-overview-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="rc-secondary">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <FigureCards key={currentDept?.storeCode} held={held} />
      <Panel title={t('overview.areas')}>
        {areas.length === 0 ? (
          <p className="rc-overview-empty rc-secondary">{t('overview.noMenu')}</p>
        ) : (
          <div className="rc-overview-areas">
            {areas.map((area) => (
              <Panel key={area.id} size="small">
                <button type="button" className="rc-link-button" onClick={() => openArea(area)}>
                  {area.title}
                </button>
                <div className="rc-overview-count">{t('overview.pageCount', { count: pageCount(area) })}</div>
              </Panel>
            ))}
          </div>
        )}
      </Panel>
      <ChartCards key={currentDept?.storeCode} held={held} />
      <div className="rc-overview-cards">
        <NoticeCard />
        <HelpCard />
      </div>
    </div>
  );
}
