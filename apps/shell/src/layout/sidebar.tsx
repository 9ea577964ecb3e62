import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LazyPopover } from '../components/lazy-popup';
import {
  MENU_HOVER_DELAY_MS,
  MENU_POPUP_WIDTH_PX,
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_WIDTH_PX,
} from '../constants';
import { useOpenMenu } from '../hooks/use-open-menu';
import type { MenuItem } from '../menu/types';
import { appState, setDevice, setSidebarOpened } from '../stores/app';
import { permission } from '../stores/permission';
import { session } from '../stores/session';
import { PLATFORM_BRANDS, settings } from '../stores/settings';
import { arrowFocus } from '../utils/arrow-focus';
import { loadOnce } from '../utils/load-once';
import './sidebar.css';
import { useAppNavigate } from '../hooks/use-app-navigate';

/** An area's pop-up (antd's Input and Button) loads with the pop-up code, on the first intent. */
const loadSubmenu = loadOnce(() => import('./sidebar-submenu'));
const SidebarSubmenu = lazy(() => loadSubmenu());
const preloadSubmenu = () => {
  loadSubmenu().catch((error: unknown) => console.warn('[rcadmin] menu pop-up code could not load', error));
};

/** SHELL-08: the device is mobile under 992 px, as antd's lg breakpoint says it. */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

const leadsTo = (area: MenuItem, pathname: string) =>
  area.path === pathname || area.list.some((group) => group.list.some((page) => page.path === pathname));

/** Keys that open an area's pop-up from the keyboard (the WAI-ARIA menu pattern). */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowRight']);

/**
 * One area and its pop-up; a navigation re-renders only the areas whose selection changed. The
 * pointer opens the pop-up by resting on the area; the keyboard by Enter, Space or →, which puts
 * the focus in the pop-up's search box; Escape, ← or Tab there closes it and gives the focus back.
 */
const AreaItem = memo(function AreaItem({
  area,
  current,
  tabbable,
  onOpen,
}: {
  area: MenuItem;
  current: boolean;
  /** The one area Tab stops at (the others are reached with the arrows). */
  tabbable: boolean;
  onOpen: (area: MenuItem) => void;
}) {
  const [open, setOpen] = useState(false);
  // How many times the keyboard opened the pop-up: each time, its search box takes the focus.
  const [keyboardOpens, setKeyboardOpens] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const hasPopup = area.list.length > 0;
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!hasPopup || !OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    setKeyboardOpens((count) => count + 1);
    setOpen(true);
  };
  // The pop-up's code arrives while the pointer rests on the area (300 ms).
  return (
    <LazyPopover
      block
      trigger="hover"
      placement="rightTop"
      arrow={false}
      open={open}
      onOpenChange={setOpen}
      mouseEnterDelay={MENU_HOVER_DELAY_MS / 1000}
      // Room for the pointer to travel from the area to its pop-up.
      mouseLeaveDelay={MENU_HOVER_DELAY_MS / 1000}
      // At phone width it keeps to the screen beside the sidebar.
      styles={{
        container: {
          width: `min(${MENU_POPUP_WIDTH_PX}px, calc(100vw - ${SIDEBAR_WIDTH_PX + 8}px))`,
          boxSizing: 'border-box',
        },
      }}
      content={
        <Suspense fallback={<span className="rc-spinner" role="status" />}>
          <SidebarSubmenu area={area} focusSearch={keyboardOpens} onClose={close} />
        </Suspense>
      }
    >
      <button
        ref={button}
        type="button"
        className="rc-area"
        title={area.title}
        tabIndex={tabbable ? 0 : -1}
        aria-current={current ? 'page' : undefined}
        aria-haspopup={hasPopup ? 'menu' : undefined}
        aria-expanded={hasPopup ? open : undefined}
        onClick={() => onOpen(area)}
        onKeyDown={onKeyDown}
        onPointerEnter={preloadSubmenu}
        onFocus={preloadSubmenu}
      >
        {area.title}
      </button>
    </LazyPopover>
  );
});

/**
 * The dark 120 px sidebar (SHELL-05): the first-level areas; hovering one opens, after 300 ms, its
 * 296 px pop-up of groups and pages with a search box and favourite stars (SHELL-06, SHELL-07).
 * Under 992 px the device is mobile and the sidebar collapses (SHELL-08), and there it closes
 * after every navigation (SHELL-09); its open state lives in the sidebarStatus cookie (SHELL-10).
 */
export function Sidebar() {
  const { t } = useTranslation();
  const { sidebar, device } = useSnapshot(appState);
  const { sidebarLogo } = useSnapshot(settings);
  const { platformNum } = useSnapshot(session);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const follow = () => {
      setDevice(query.matches ? 'mobile' : 'desktop');
      if (query.matches) setSidebarOpened(false);
    };
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return (
    <>
      {/* On mobile the open sidebar is a drawer over the page: a tap on the mask closes it. */}
      {device === 'mobile' && sidebar.opened && (
        // The toggle in the top bar is the keyboard's way; the mask is for the pointer only.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className="rc-sider-mask" data-testid="sidebar-mask" onClick={() => setSidebarOpened(false)} />
      )}
      {/* Collapsed, it takes no room and leaves the tab order (antd's collapsedWidth 0). */}
      <aside
        className="rc-sider"
        data-collapsed={!sidebar.opened}
        style={{ width: sidebar.opened ? SIDEBAR_WIDTH_PX : 0 }}
      >
        {/* SHELL-14, SHELL-15: the logo is a preference; partner platforms show their own. */}
        {sidebarLogo && (
          <div className="rc-sider-logo" data-testid="sidebar-logo">
            {PLATFORM_BRANDS[platformNum]?.logoText ?? 'rcadmin'}
          </div>
        )}
        <nav aria-label={t('layout.sidebar')}>
          <AreaList />
        </nav>
      </aside>
    </>
  );
}

/** The areas: the one part of the sidebar that follows the route, so a navigation renders only it. */
function AreaList() {
  const navigate = useAppNavigate();
  const openMenu = useOpenMenu();
  const { pathname } = useLocation();
  const { menu } = useSnapshot(permission);

  useEffect(() => {
    if (appState.device === 'mobile') setSidebarOpened(false);
  }, [pathname]);

  const openArea = useCallback(
    (area: MenuItem) => {
      // An area of its own (no groups) opens like any entry: '#' and no link say so.
      if (area.list.length === 0) openMenu(area);
      else if (area.path) void navigate(area.path);
    },
    [navigate, openMenu],
  );

  // One Tab stop for the whole list (the area last focused, else the current one); the arrows
  // move between areas.
  const [focused, setFocused] = useState<string | null>(null);
  const currentId = menu.find((area) => leadsTo(area, pathname))?.id ?? menu[0]?.id;
  const tabStop = menu.some((area) => area.id === focused) ? focused : currentId;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const areas = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button.rc-area'));
    if (arrowFocus(event.key, areas, event.target)) event.preventDefault();
  };

  return (
    // The keys act on the area buttons inside: the list hands the focus round them (one Tab stop,
    // arrows, Home, End), as the WAI-ARIA menu pattern asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ul
      className="rc-areas"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const id = (event.target as HTMLElement).closest('li')?.dataset.area;
        if (id) setFocused(id);
      }}
    >
      {menu.map((area) => (
        <li key={area.id} data-area={area.id}>
          <AreaItem
            area={area}
            current={leadsTo(area, pathname)}
            tabbable={area.id === tabStop}
            onOpen={openArea}
          />
        </li>
      ))}
    </ul>
  );
}
