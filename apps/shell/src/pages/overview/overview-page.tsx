import type { ReactNode } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useOpenMenu } from '../../hooks/use-open-menu';
import type { MenuItem } from '../../menu/types';
import { permission } from '../../stores/permission';
import { session } from '../../stores/session';
import { HelpCard } from './help-card';
import { NoticeCard } from './notice-card';
import { Panel } from '../../components/panel';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import '../../components/plain-button.css';

const pageCount = (area: Pick<MenuItem, 'list'>) =>
  area.list.reduce((sum, group) => sum + group.list.length, 0);

/** Columns that wrap to the width: plain CSS grid (this page is part of every first load). */
const grid = (min: number) => ({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
});

/** /overview (pinned): who and where the user is, and the areas the roles open. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useAppNavigate();
  const openMenu = useOpenMenu();
  const { tenantName, platformNum, siteUserName, name } = useSnapshot(session);
  const { menu, currentDept } = useSnapshot(permission);
  const areas = menu.filter((area) => pageCount(area) > 0 || area.path);

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
  const secondary = { color: token.colorTextSecondary };

  return (
    <div className="rc-stack">
      <Panel title={t('overview.title')}>
        <dl style={{ ...grid(200), margin: 0 }}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt style={secondary}>{label}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title={t('overview.areas')}>
        {areas.length === 0 ? (
          <p style={{ ...secondary, textAlign: 'center', margin: 0 }}>{t('overview.noMenu')}</p>
        ) : (
          <div style={grid(150)}>
            {areas.map((area) => (
              <Panel key={area.id} size="small">
                <button type="button" className="rc-link-button" onClick={() => openArea(area)}>
                  {area.title}
                </button>
                <div style={{ fontSize: token.fontSizeHeading4 }}>
                  {t('overview.pageCount', { count: pageCount(area) })}
                </div>
              </Panel>
            ))}
          </div>
        )}
      </Panel>
      <div style={grid(360)}>
        <NoticeCard />
        <HelpCard />
      </div>
    </div>
  );
}
