import { Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * A tooltip for a cell of every row of a long table: the plain content until the pointer or the
 * focus first reaches it, then antd's Tooltip, open at once. Twenty tooltips made with each page
 * of rows cost a page turn more than the rows themselves.
 */
export function HoverTooltip({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [active, setActive] = useState(false);
  if (active)
    return (
      <Tooltip title={title} defaultOpen>
        <span>{children}</span>
      </Tooltip>
    );
  return (
    <span onMouseEnter={() => setActive(true)} onFocus={() => setActive(true)}>
      {children}
    </span>
  );
}
