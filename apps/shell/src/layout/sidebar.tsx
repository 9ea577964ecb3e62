import { useEffect, useMemo } from 'react';
import { ConfigProvider, Layout, Menu, Typography, theme, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { MENU_HOVER_DELAY_MS, MENU_POPUP_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../constants';
import { useOpenMenu } from '../hooks/use-open-menu';
import type { MenuItem } from '../menu/types';
import { appState, setDevice, setSidebarOpened } from '../stores/app';
import { permission } from '../stores/permission';

type Entry = Pick<MenuItem, 'id' | 'title' | 'url' | 'path' | 'menuTree'>;

/** Area names have to fit 120 px: tighter item spacing than antd's default. */
const COMPACT_MENU = { components: { Menu: { itemMarginInline: 4, itemPaddingInline: 10 } } };

/**
 * The dark 120 px sidebar (SHELL-05): first-level areas, each with a pop-up of its groups and
 * pages. Keys join the ids of the path, because a favourite repeats its page's id.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const openMenu = useOpenMenu();
  const { pathname } = useLocation();
  const { menu } = useSnapshot(permission);
  const { device, sidebar } = useSnapshot(appState);

  const { items, entries } = useMemo(() => {
    const byKey = new Map<string, Entry>();
    const list: MenuProps['items'] = menu.map((first) => {
      byKey.set(first.id, first);
      if (first.list.length === 0) return { key: first.id, label: first.title };
      return {
        key: first.id,
        label: first.title,
        onTitleClick: () => {
          if (first.path) void navigate(first.path);
        },
        children: first.list.map((group) => ({
          type: 'group' as const,
          key: `${first.id}>${group.id}`,
          label: group.title,
          children: group.list.map((page) => {
            const key = `${first.id}>${group.id}>${page.id}`;
            byKey.set(key, page);
            return { key, label: page.title };
          }),
        })),
      };
    });
    return { items: list, entries: byKey };
  }, [menu, navigate]);

  const selectedKeys = [...entries].filter(([, entry]) => entry.path === pathname).map(([key]) => key);

  // SHELL-09: on a phone the sidebar gives the page back after every navigation.
  useEffect(() => {
    if (appState.device === 'mobile') setSidebarOpened(false);
  }, [pathname]);

  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH_PX}
      theme="dark"
      breakpoint="lg"
      collapsedWidth={0}
      trigger={null}
      collapsed={device === 'mobile' && !sidebar.opened}
      onBreakpoint={(broken) => {
        setDevice(broken ? 'mobile' : 'desktop');
        if (broken) setSidebarOpened(false);
      }}
      style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
    >
      <Typography.Title
        level={5}
        style={{ color: token.colorTextLightSolid, textAlign: 'center', margin: '16px 0' }}
      >
        rcadmin
      </Typography.Title>
      <nav aria-label={t('layout.sidebar')}>
        <ConfigProvider theme={COMPACT_MENU}>
          <Menu
            theme="dark"
            mode="vertical"
            items={items}
            selectedKeys={selectedKeys}
            subMenuOpenDelay={MENU_HOVER_DELAY_MS / 1000}
            styles={{ popup: { root: { minWidth: MENU_POPUP_WIDTH_PX } } }}
            onClick={({ key }) => {
              const entry = entries.get(key);
              if (entry) openMenu(entry);
            }}
          />
        </ConfigProvider>
      </nav>
    </Layout.Sider>
  );
}
