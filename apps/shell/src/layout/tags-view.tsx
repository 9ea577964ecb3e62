import {
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ReloadOutlined,
  StarFilled,
} from '@ant-design/icons';
import { Button, Dropdown, Flex, Tabs, theme, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState, setSidebarOpened } from '../stores/app';
import { delAllViews, delOthersViews, delView, refreshView, tabs, type TabView } from '../stores/tabs';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/**
 * The strip of open tabs under the top bar (spec §2 Shell behaviour): click to switch, close on
 * every tab but the pinned ones, and refresh / close / close others / close all from the
 * right-click menu of a tab or the strip's dropdown (for the active tab).
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
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { visitedViews } = useSnapshot(tabs);
  const { device, sidebar } = useSnapshot(appState);

  /** After a close, the page shown is the last tab left when the active one went. */
  const leaveIfClosed = () => {
    if (tabs.visitedViews.some((view) => view.path === activePath)) return;
    const last = tabs.visitedViews.at(-1);
    if (last) void navigate(last.fullPath);
  };

  const run = (action: Action, view: TabView) => {
    if (action === 'refresh') void navigate(refreshView(view), { replace: true });
    else if (action === 'close') delView(view.path);
    else if (action === 'closeOthers') delOthersViews(view.path);
    else delAllViews();
    leaveIfClosed();
  };

  const actionsOf = (view: TabView): MenuProps['items'] => [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
    { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: view.meta.affix === true },
    { key: 'closeOthers', icon: <CloseCircleOutlined />, label: t('tabs.closeOthers') },
    { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tabs.closeAll') },
  ];

  const titleOf = (view: TabView) => view.title || (view.meta.title ? t(view.meta.title) : view.path);
  const active = visitedViews.find((view) => view.path === activePath);

  return (
    <Flex
      align="center"
      gap={8}
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: `${token.paddingXXS}px ${token.paddingSM}px 0`,
      }}
    >
      {device === 'desktop' && (
        <Button
          type="text"
          size="small"
          aria-label={t('tabs.toggleSidebar')}
          aria-expanded={sidebar.opened}
          icon={sidebar.opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={() => setSidebarOpened(!sidebar.opened)}
        />
      )}
      <Tabs
        aria-label={t('tabs.strip')}
        type="editable-card"
        size="small"
        hideAdd
        activeKey={active?.path ?? ''}
        style={{ flex: 1, minWidth: 0, marginBottom: -1 }}
        tabBarStyle={{ margin: 0 }}
        // Every click counts, even on the tab the strip shows as active: while a navigation is
        // still rendering, the strip lags behind the address bar, and antd's onChange would drop
        // the click. Only a click on the tab of the address itself is a no-op.
        onTabClick={(path) => {
          const view = tabs.visitedViews.find((candidate) => candidate.path === path);
          const { pathname, search, hash } = window.location;
          if (!view || view.fullPath === pathname + search + hash) return;
          onSwitch(view.path);
          void navigate(view.fullPath);
        }}
        onEdit={(path, change) => {
          const view = tabs.visitedViews.find((candidate) => candidate.path === path);
          if (change === 'remove' && view) run('close', view);
        }}
        items={visitedViews.map((view) => ({
          key: view.path,
          closable: view.meta.affix !== true,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{ items: actionsOf(view), onClick: ({ key }) => run(key as Action, view) }}
            >
              <span data-testid="tab" data-path={view.path}>
                {view.collected && (
                  <StarFilled style={{ color: token.colorWarning, marginInlineEnd: token.marginXXS }} />
                )}
                {titleOf(view)}
              </span>
            </Dropdown>
          ),
        }))}
      />
      {active && (
        <Dropdown
          trigger={['click']}
          menu={{ items: actionsOf(active), onClick: ({ key }) => run(key as Action, active) }}
        >
          <Button type="text" size="small" aria-label={t('tabs.actions')} icon={<DownOutlined />} />
        </Dropdown>
      )}
    </Flex>
  );
}
