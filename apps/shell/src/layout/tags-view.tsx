import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Icon } from '../components/icon';
import { ContextMenu, LazyDropdown, type MenuPoint } from '../components/lazy-popup';
import { appState } from '../stores/app';
import {
  delAllViews,
  delOthersViews,
  delView,
  flushVisitedViewUpdates,
  refreshView,
  tabs,
  type TabView,
} from '../stores/tabs';
import '../components/plain-button.css';
import './tags-view.css';
import { useAppNavigate, useLocationKeyReader } from '../hooks/use-app-navigate';
import { afterNextPaint } from '../utils/after-paint';
import { useFeatureTexts } from '../features/feature-texts';
import { confirmDiscard, unsavedAmong } from '../features/unsaved';
import { busyTabs } from '../bridge/page-busy';
import { SidebarToggle } from './sidebar-toggle';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

const tabId = (path: string) => `tab-${path}`;

const foldIcon = (opened: boolean) => (opened ? MenuFoldOutlined : MenuUnfoldOutlined);

interface TabItemProps {
  view: TabView;
  active: boolean;
  title: string;
  closeLabel: string;
  favouriteLabel: string;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
  onMenu: (path: string, at: MenuPoint) => void;
}

/**
 * One tab: the tab itself and, unless pinned, its close button beside it (not inside: a control in
 * a control is lost to assistive technology). Memoised: a switch re-renders only the two tabs
 * whose `active` changed.
 */
const TabItem = memo(function TabItem({
  view,
  active,
  title,
  closeLabel,
  favouriteLabel,
  onSelect,
  onClose,
  onMenu,
}: TabItemProps) {
  // An embedded page that said it is busy (setLoading): its tab shows a spinner.
  const busy = useSnapshot(busyTabs).paths.includes(view.path);
  return (
    // The pointer's frame around the tab: a click or right-click anywhere on it acts on the tab,
    // which the keyboard reaches itself (role tab, arrows, Enter, Delete, Shift+F10).
    <div
      role="presentation"
      className="rc-tab"
      data-active={active}
      onClick={() => onSelect(view.path)}
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu(view.path, { x: event.clientX, y: event.clientY, keyboard: false });
      }}
    >
      <span
        role="tab"
        id={tabId(view.path)}
        aria-selected={active}
        tabIndex={active ? 0 : -1}
        data-testid="tab"
        data-path={view.path}
        aria-busy={busy || undefined}
      >
        {/* anticon-star: the class @ant-design/icons gave it, by which the favourite flows find it. */}
        {view.collected && (
          <Icon icon={StarFilled} label={favouriteLabel} className="rc-tab-star anticon-star" />
        )}
        {title}
      </span>
      {view.meta.affix !== true && (
        // Inside the tab list only tabs may be announced: the pointer's close control is hidden
        // from screen readers, who close a tab with Delete or its context menu (Shift+F10).
        <button
          type="button"
          className="rc-tab-close"
          aria-label={closeLabel}
          aria-hidden
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            onClose(view.path);
          }}
        >
          <Icon icon={CloseOutlined} />
        </button>
      )}
    </div>
  );
});

/**
 * The strip of open tabs under the top bar (spec §2 Shell behaviour): click to switch, close on
 * every tab but the pinned ones, and refresh / close / close others / close all from the
 * right-click menu of a tab (Shift+F10 or the context-menu key from the keyboard) or the strip's
 * dropdown for the active tab. Arrows, Home and End move between tabs, Enter or Space opens one,
 * Delete closes it.
 */
export function TagsView({
  activePath,
  onSwitch,
}: {
  activePath: string | null;
  /** Called as a tab is clicked, before the navigation to it. */
  onSwitch: (path: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const locationKey = useLocationKeyReader();
  const { visitedViews } = useSnapshot(tabs);
  const { device } = useSnapshot(appState);
  const [menuFor, setMenuFor] = useState<{ path: string; at: MenuPoint } | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  // Read by the stable handlers below, so that a switch leaves the other tabs' props alone.
  const activeRef = useRef(activePath);
  // Tabs wholly in the strip's view, as an IntersectionObserver reports them: a switch to one of
  // them (a click can only land on a tab in view) reads no layout at all.
  const inView = useRef(new WeakSet<Element>());
  // Observed again when tabs come or go, not when one of them takes its page's new address.
  const paths = visitedViews.map((view) => view.path).join('\n');
  useEffect(() => {
    const box = strip.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.intersectionRatio >= 1) inView.current.add(entry.target);
          else inView.current.delete(entry.target);
      },
      { root: box, threshold: 1 },
    );
    for (const tab of box.children) observer.observe(tab);
    return () => observer.disconnect();
  }, [paths]);

  useEffect(() => {
    activeRef.current = activePath;
    // The active tab scrolls into the strip's view (only the strip: scrollIntoView would lay out
    // and scroll every scrolling ancestor too).
    const box = strip.current;
    const tab = activePath ? document.getElementById(tabId(activePath))?.parentElement : null;
    if (!box || !tab || inView.current.has(tab)) return;
    if (tab.offsetLeft < box.scrollLeft) box.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = tab.offsetLeft + tab.offsetWidth - box.clientWidth;
  }, [activePath]);

  const viewOf = (path: string) => {
    // A page's address that its tab has not taken yet (it follows when the browser is idle).
    flushVisitedViewUpdates();
    return tabs.visitedViews.find((candidate) => candidate.path === path);
  };

  // A switch shows the kept page in the frame after the click (onSwitch); the navigation, whose
  // history entry and router render nobody sees, follows once that frame is painted. Only the
  // last click's navigation runs: a quicker second click cancels the first one's.
  const cancelNavigation = useRef<(() => void) | null>(null);
  const stopScheduledNavigation = useCallback(() => {
    cancelNavigation.current?.();
    cancelNavigation.current = null;
  }, []);
  useEffect(() => stopScheduledNavigation, [stopScheduledNavigation]);
  /** A navigation that goes at once, in place of one a click left pending. */
  const navigateNow = useCallback(
    (to: string, replace = false) => {
      stopScheduledNavigation();
      void navigate(to, { replace });
    },
    [navigate, stopScheduledNavigation],
  );

  // Every click counts, even on the tab the strip shows as active: while a navigation is still
  // pending, the strip is ahead of the address bar. Only the tab of the address needs no navigation.
  const select = useCallback(
    (path: string) => {
      const view = viewOf(path);
      if (!view) return;
      stopScheduledNavigation();
      onSwitch(view.path);
      const { pathname, search, hash } = window.location;
      if (view.fullPath === pathname + search + hash) return;
      // A navigation made meanwhile by anything else (an embedded page's command, a menu entry)
      // is newer than this click: the click's catch-up must not take the user back.
      const at = locationKey();
      cancelNavigation.current = afterNextPaint(() => {
        cancelNavigation.current = null;
        if (locationKey() === at) void navigate(view.fullPath);
      });
    },
    [navigate, locationKey, onSwitch, stopScheduledNavigation],
  );

  const run = useCallback(
    async (action: Action, path: string) => {
      const view = viewOf(path);
      if (!view) return;
      // A page with unsaved changes (a feature page's form) asks before it goes.
      const leaving =
        action === 'refresh' || action === 'close'
          ? [view.path]
          : tabs.visitedViews
              .filter((other) => !other.meta.affix && (action === 'closeAll' || other.path !== view.path))
              .map((other) => other.path);
      if (unsavedAmong(leaving).length > 0 && !(await confirmDiscard(leaving))) return;
      if (action === 'refresh') return navigateNow(refreshView(view), true);
      if (action === 'close') delView(view.path);
      else if (action === 'closeOthers') delOthersViews(view.path);
      else delAllViews();
      // After a close, the page shown is the last tab left when the active one went.
      if (tabs.visitedViews.some((candidate) => candidate.path === activeRef.current)) return;
      const last = tabs.visitedViews.at(-1);
      if (last) navigateNow(last.fullPath);
      else stopScheduledNavigation();
    },
    [navigateNow, stopScheduledNavigation],
  );
  const close = useCallback((path: string) => void run('close', path), [run]);
  const openMenu = useCallback((path: string, at: MenuPoint) => setMenuFor({ path, at }), []);

  const actionsOf = (view: TabView): MenuProps => ({
    items: [
      { key: 'refresh', icon: <Icon icon={ReloadOutlined} />, label: t('tabs.refresh') },
      {
        key: 'close',
        icon: <Icon icon={CloseOutlined} />,
        label: t('tabs.close'),
        disabled: view.meta.affix === true,
      },
      { key: 'closeOthers', icon: <Icon icon={CloseCircleOutlined} />, label: t('tabs.closeOthers') },
      { key: 'closeAll', icon: <Icon icon={CloseCircleOutlined} />, label: t('tabs.closeAll') },
    ],
    onClick: ({ key }) => void run(key as Action, view.path),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabsShown = [...(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabsShown.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const path = tabsShown[at]!.dataset.path!;
    const focus = (index: number) => tabsShown[(index + tabsShown.length) % tabsShown.length]?.focus();
    if (event.key === 'ArrowRight') focus(at + 1);
    else if (event.key === 'ArrowLeft') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(tabsShown.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') select(path);
    else if (event.key === 'Delete' && viewOf(path)?.meta.affix !== true) close(path);
    else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      const box = tabsShown[at]!.getBoundingClientRect();
      openMenu(path, { x: box.left, y: box.bottom, keyboard: true });
    } else return;
    event.preventDefault();
  };

  // The same elements while nothing of theirs changes: a switch does not render these buttons.
  const actionsButton = useMemo(
    () => (
      <button
        type="button"
        className="rc-button is-text is-icon-only is-small rc-tags-button"
        aria-label={t('tabs.actions')}
      >
        <Icon icon={DownOutlined} />
      </button>
    ),
    [t],
  );

  // A tab without a menu title is titled by its route (a feature page's title comes with the feature).
  const shown = useFeatureTexts(visitedViews.flatMap((view) => (!view.title && view.meta.title) || []));
  const titleOf = (view: TabView) =>
    view.title || (view.meta.title && shown(view.meta.title) ? t(view.meta.title) : view.path);
  const active = visitedViews.find((view) => view.path === activePath);
  const menuView = menuFor && visitedViews.find((view) => view.path === menuFor.path);

  return (
    <div className="rc-tags-bar">
      {device === 'desktop' && (
        <SidebarToggle label={t('tabs.toggleSidebar')} icon={foldIcon} small className="rc-tags-button" />
      )}
      {/* The focus goes to the tabs themselves (one in the tab order, arrows between them). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div ref={strip} role="tablist" aria-label={t('tabs.strip')} className="rc-tabs" onKeyDown={onKeyDown}>
        {visitedViews.map((view) => {
          const title = titleOf(view);
          return (
            <TabItem
              key={view.path}
              view={view}
              active={view.path === activePath}
              title={title}
              closeLabel={t('tabs.closeTab', { title })}
              favouriteLabel={t('tabs.favourite')}
              onSelect={select}
              onClose={close}
              onMenu={openMenu}
            />
          );
        })}
      </div>
      {active && <LazyDropdown menu={actionsOf(active)}>{actionsButton}</LazyDropdown>}
      {menuFor && menuView && (
        <ContextMenu at={menuFor.at} menu={actionsOf(menuView)} onClose={() => setMenuFor(null)} />
      )}
    </div>
  );
}
