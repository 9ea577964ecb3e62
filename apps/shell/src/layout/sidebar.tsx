import { useEffect, useMemo } from 'react';
import { ConfigProvider, Layout, Menu, Popover, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { MENU_HOVER_DELAY_MS, MENU_POPUP_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../constants';
import { useOpenMenu } from '../hooks/use-open-menu';
import type { MenuItem } from '../menu/types';
import { appState, setDevice, setSidebarOpened } from '../stores/app';
import { permission } from '../stores/permission';
import { session } from '../stores/session';
import { PLATFORM_BRANDS, settings } from '../stores/settings';
import { SidebarSubmenu } from './sidebar-submenu';

/** Area names have to fit 120 px: tighter item spacing than antd's default. */
const COMPACT_MENU = { components: { Menu: { itemMarginInline: 4, itemPaddingInline: 10 } } };

const leadsTo = (area: MenuItem, pathname: string) =>
  area.path === pathname || area.list.some((group) => group.list.some((page) => page.path === pathname));

/**
 * The dark 120 px sidebar (SHELL-05): the first-level areas; hovering one opens, after 300 ms, its
 * 296 px pop-up of groups and pages with a search box and favourite stars (SHELL-06, SHELL-07).
 * Under 992 px the device is mobile and the sidebar collapses (SHELL-08), and there it closes
 * after every navigation (SHELL-09); its open state lives in the sidebarStatus cookie (SHELL-10).
 */
export function Sidebar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const openMenu = useOpenMenu();
  const { pathname } = useLocation();
  const { menu } = useSnapshot(permission);
  const { sidebar } = useSnapshot(appState);
  const { sidebarLogo } = useSnapshot(settings);
  const { platformNum } = useSnapshot(session);

  useEffect(() => {
    if (appState.device === 'mobile') setSidebarOpened(false);
  }, [pathname]);

  // The areas and their pop-ups change with the menu only: a navigation just moves the selection.
  const items = useMemo(
    () =>
      menu.map((area) => ({
        key: area.id,
        label: (
          <Popover
            trigger="hover"
            placement="rightTop"
            arrow={false}
            mouseEnterDelay={MENU_HOVER_DELAY_MS / 1000}
            // Room for the pointer to travel from the area to its pop-up.
            mouseLeaveDelay={MENU_HOVER_DELAY_MS / 1000}
            styles={{ container: { width: MENU_POPUP_WIDTH_PX, boxSizing: 'border-box' } }}
            content={<SidebarSubmenu area={area} />}
          >
            <span style={{ display: 'block' }}>{area.title}</span>
          </Popover>
        ),
      })),
    [menu],
  );
  const selectedKeys = useMemo(
    () => menu.filter((area) => leadsTo(area, pathname)).map((area) => area.id),
    [menu, pathname],
  );

  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH_PX}
      theme="dark"
      breakpoint="lg"
      collapsedWidth={0}
      trigger={null}
      collapsed={!sidebar.opened}
      onBreakpoint={(broken) => {
        setDevice(broken ? 'mobile' : 'desktop');
        if (broken) setSidebarOpened(false);
      }}
      style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
    >
      {/* SHELL-14, SHELL-15: the logo is a preference; partner platforms show their own. */}
      {sidebarLogo && (
        <div
          data-testid="sidebar-logo"
          style={{
            color: token.colorTextLightSolid,
            textAlign: 'center',
            margin: '16px 0',
            fontSize: token.fontSizeHeading5,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {PLATFORM_BRANDS[platformNum]?.logoText ?? 'rcadmin'}
        </div>
      )}
      <nav aria-label={t('layout.sidebar')}>
        <ConfigProvider theme={COMPACT_MENU}>
          <Menu
            theme="dark"
            mode="vertical"
            selectedKeys={selectedKeys}
            items={items}
            onClick={({ key }) => {
              const area = menu.find((candidate) => candidate.id === key);
              if (!area) return;
              // An area of its own (no groups) opens like any entry: '#' and no link say so.
              if (area.list.length === 0) openMenu(area);
              else if (area.path) void navigate(area.path);
            }}
          />
        </ConfigProvider>
      </nav>
    </Layout.Sider>
  );
}
