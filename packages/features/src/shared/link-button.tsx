import type { ButtonHTMLAttributes } from 'react';

const base = {
  border: 0,
  background: 'none',
  padding: '0 6px',
  cursor: 'pointer',
  font: 'inherit',
  color: 'var(--ant-color-link)',
} as const;

/**
 * A text button in the link colour, for the actions of every row of a long table: a plain button
 * renders in a fraction of antd's Button (no wave effect, no theme hooks), which a page turn of
 * twenty rows times three actions notices.
 */
export function LinkButton({
  danger = false,
  style,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      style={{ ...base, ...(danger ? { color: 'var(--ant-color-error)' } : {}), ...style }}
    />
  );
}
