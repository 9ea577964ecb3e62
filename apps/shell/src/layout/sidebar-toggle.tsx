import { memo } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useSnapshot } from 'valtio';
import { Icon } from '../components/icon';
import { appState, setSidebarOpened } from '../stores/app';
import '../components/plain-button.css';

/**
 * Opens or closes the sidebar (SHELL-10): the top bar's on mobile, the tab strip's on desktop.
 * Memoised: the tab strip renders on every switch, the toggle only when the sidebar changes.
 */
export const SidebarToggle = memo(function SidebarToggle({
  label,
  icon,
  small = false,
  className,
}: {
  label: string;
  /** The icon for the sidebar's state: open or closed. */
  icon: (opened: boolean) => IconDefinition;
  small?: boolean;
  className?: string;
}) {
  const { sidebar } = useSnapshot(appState);
  const classes = ['rc-button is-text is-icon-only', small && 'is-small', className];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-label={label}
      aria-expanded={sidebar.opened}
      onClick={() => setSidebarOpened(!sidebar.opened)}
    >
      <Icon icon={icon(sidebar.opened)} />
    </button>
  );
});
