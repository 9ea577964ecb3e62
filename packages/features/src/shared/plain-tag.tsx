import type { ReactNode } from 'react';

const base = {
  display: 'inline-block',
  paddingInline: 7,
  fontSize: 'var(--ant-font-size-sm)',
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  border: '1px solid',
  borderRadius: 'var(--ant-border-radius-sm)',
} as const;

const TONES = {
  default: {
    color: 'var(--ant-color-text)',
    background: 'var(--ant-color-fill-quaternary)',
    borderColor: 'var(--ant-color-border)',
  },
  success: {
    color: 'var(--ant-color-success-text)',
    background: 'var(--ant-color-success-bg)',
    borderColor: 'var(--ant-color-success-border)',
  },
} as const;

/**
 * A tag in the theme's colours for a cell of every row of a long table: a plain span renders in
 * a fraction of antd's Tag (whose theme hooks run for each of them), which a page turn of twenty
 * rows notices.
 */
export function PlainTag({ tone = 'default', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span style={{ ...base, ...TONES[tone] }}>{children}</span>;
}
