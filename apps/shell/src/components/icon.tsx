import './icon.css';
import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

/** SVG attributes as React names them: fill-rule is fillRule, class is className. */
function reactAttrs(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

function render(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...reactAttrs(node.attrs) },
    node.children?.map((child, index) => render(child, index)),
  );
}

/**
 * One of antd's icons (the path data of @ant-design/icons-svg) as a plain inline SVG, in the look
 * of @ant-design/icons (`anticon`, 1em, the text colour) without its runtime: for the sign-in page
 * and the frame, which load before any antd code. Decorative unless given a label.
 */
export function Icon({
  icon,
  label,
  className,
  style,
  spin = false,
}: {
  icon: IconDefinition;
  /** What the icon says on its own (no text beside it): read out instead of hidden. */
  label?: string;
  className?: string;
  style?: CSSProperties;
  spin?: boolean;
}) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={['anticon', 'rc-icon', spin ? 'rc-icon-spin' : '', className].filter(Boolean).join(' ')}
      style={style}
    >
      <svg
        {...reactAttrs(node.attrs)}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
        data-icon={icon.name}
      >
        {node.children?.map((child, index) => render(child, index))}
      </svg>
    </span>
  );
}
