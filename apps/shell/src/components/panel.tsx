import type { ReactNode } from 'react';
import './panel.css';

/**
 * A titled box in the look of antd's Card. The Card itself imports Tabs (its tab list) and
 * Skeleton (its loading state), ~25 kB gzip the overview, on every first load, never shows. Its
 * colours and sizes are antd's CSS variables, so a panel is plain elements: no theme hook, whose
 * effects a kept page would take down and set up again on every switch to its tab.
 */
export function Panel({
  title,
  extra,
  size = 'default',
  level = 2,
  className,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** The title's heading level: 3 for a panel inside a titled one. */
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      className={['rc-panel', size === 'small' && 'rc-panel-small', className].filter(Boolean).join(' ')}
    >
      {(title || extra) && (
        <header className="rc-panel-head">
          <Heading className="rc-panel-title">{title}</Heading>
          {extra}
        </header>
      )}
      <div className="rc-panel-body">{children}</div>
    </section>
  );
}
