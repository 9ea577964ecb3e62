import { useState } from 'react';
import { SearchOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenMenu } from '../hooks/use-open-menu';
import { toggleFavourite } from '../stores/favourites';
import type { MenuItem } from '../menu/types';

/** Case-insensitive match of the search text in an entry's name. */
const matches = (page: MenuItem, text: string) => page.title.toLowerCase().includes(text);

/**
 * The pop-up of one sidebar area (SHELL-06, SHELL-07): a search box over its second-level groups
 * and their third-level entries, each entry with its favourite star (FAV-01).
 */
export default function SidebarSubmenu({ area }: { area: MenuItem }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const openMenu = useOpenMenu();
  const [search, setSearch] = useState('');
  const text = search.trim().toLowerCase();
  const groups = area.list
    .map((group) => ({ group, pages: group.list.filter((page) => matches(page, text)) }))
    .filter(({ pages }) => pages.length > 0);

  return (
    <Flex vertical gap={8} data-testid="submenu">
      <Input
        allowClear
        size="small"
        prefix={<SearchOutlined />}
        placeholder={t('favourites.search')}
        aria-label={t('favourites.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Flex vertical gap={8} style={{ maxHeight: '70vh', overflowY: 'auto' }}>
        {groups.length === 0 && (
          <span style={{ color: token.colorTextDescription, textAlign: 'center', padding: token.paddingSM }}>
            {t('favourites.empty')}
          </span>
        )}
        {groups.map(({ group, pages }) => (
          <section key={group.id} aria-label={group.title}>
            <span style={{ color: token.colorTextSecondary, fontWeight: token.fontWeightStrong }}>
              {group.title}
            </span>
            {pages.map((page) => (
              <Flex key={page.id} align="center" justify="space-between">
                <Button
                  type="text"
                  size="small"
                  onClick={() => openMenu(page)}
                  style={{ flex: 1, justifyContent: 'start' }}
                >
                  {page.title}
                </Button>
                <Button
                  type="text"
                  size="small"
                  aria-label={`${t(page.isCollect ? 'favourites.remove' : 'favourites.add')} ${page.title}`}
                  aria-pressed={page.isCollect}
                  icon={
                    page.isCollect ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />
                  }
                  // Failures are already shown and logged by the favourites module.
                  onClick={() => toggleFavourite(page).catch(() => undefined)}
                />
              </Flex>
            ))}
          </section>
        ))}
      </Flex>
    </Flex>
  );
}
