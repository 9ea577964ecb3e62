import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SearchOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex, Input, theme, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenMenu } from '../hooks/use-open-menu';
import { arrowFocus } from '../utils/arrow-focus';
import { toggleFavourite } from '../stores/favourites';
import type { MenuItem } from '../menu/types';

/** Case-insensitive match of the search text in an entry's name as shown, or its zh name. */
const matches = (page: MenuItem, text: string) =>
  page.title.toLowerCase().includes(text) || page.titles.zh.toLowerCase().includes(text);

/**
 * The pop-up of one sidebar area (SHELL-06, SHELL-07): a search box over its second-level groups
 * and their third-level entries, each entry with its favourite star (FAV-01). Opened from the
 * keyboard (`focusSearch` counts those openings: the pop-up's content stays as it was while it is
 * closed, so a flag could not say "again") the search box has the focus, the arrows move through the
 * entries, and Escape, ← or Tab closes it, giving the focus back to the area (`onClose(true)`);
 * choosing an entry closes it too.
 */
export default function SidebarSubmenu({
  area,
  focusSearch = 0,
  onClose,
}: {
  area: MenuItem;
  focusSearch?: number;
  onClose: (refocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const openMenu = useOpenMenu();
  const [search, setSearch] = useState('');
  const searchBox = useRef<InputRef>(null);
  useEffect(() => {
    if (focusSearch === 0) return;
    // The pop-up may still be on its way in: try again on the next frames until it takes the focus.
    let frame = 0;
    let tries = 0;
    const focus = () => {
      searchBox.current?.focus();
      if (document.activeElement !== searchBox.current?.input && ++tries < 20)
        frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [focusSearch]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const inSearch = event.target === searchBox.current?.input;
    if (event.key === 'Escape' || event.key === 'Tab' || (event.key === 'ArrowLeft' && !inSearch)) {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (inSearch && (event.key === 'Home' || event.key === 'End')) return;
    // The search box, the entries and their stars (not the box's clear button, hidden while empty).
    const controls = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('input, button:not(.ant-input-clear-icon)'),
    );
    if (arrowFocus(event.key, controls, event.target)) event.preventDefault();
  };
  const text = search.trim().toLowerCase();
  const groups = area.list
    .map((group) => ({ group, pages: group.list.filter((page) => matches(page, text)) }))
    .filter(({ pages }) => pages.length > 0);

  return (
    <Flex vertical gap={8} data-testid="submenu" onKeyDown={onKeyDown}>
      <Input
        ref={searchBox}
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
                  onClick={() => {
                    onClose(false);
                    openMenu(page);
                  }}
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
