import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenMenu } from '../hooks/use-open-menu';
import { resolveMenuTarget } from '../menu/menu-target';
import type { MenuItem } from '../menu/types';
import { Panel } from './panel';
import './plain-button.css';
import './menu-entries.css';

type Area = Pick<MenuItem, 'list'>;

const ROW = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;
const ENTRY = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;

/** The groups and pages of one menu area, each page a button that opens it as the menu would. */
export function MenuEntries({ area }: { area: Area }) {
  const { t } = useTranslation();
  const openMenu = useOpenMenu();
  const groups = area.list.filter((group) => group.list.length > 0);
  if (groups.length === 0) return <Empty description={t('landing.empty')} />;
  const tagOf = (page: MenuItem) => {
    const kind = resolveMenuTarget(page).kind;
    if (kind === 'frame') return <Tag color="blue">{t('landing.embedded')}</Tag>;
    if (kind === 'planned') return <Tag>{t('landing.planned')}</Tag>;
    if (kind === 'missing') return <Tag color="warning">{t('landing.noLink')}</Tag>;
    return null;
  };
  return (
    <div className="rc-stack">
      {groups.map((group) => (
        <Panel key={group.id} size="small" level={3} title={group.title} className="rc-entries-group">
          <div style={ROW}>
            {group.list.map((page) => (
              <span key={page.id} style={ENTRY}>
                <button type="button" className="rc-button" onClick={() => openMenu(page)}>
                  {page.title}
                </button>
                {tagOf(page)}
              </span>
            ))}
          </div>
        </Panel>
      ))}
    </div>
  );
}
