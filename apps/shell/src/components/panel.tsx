import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A titled box in the look of antd's Card. The Card itself imports Tabs (its tab list) and
 * Skeleton (its loading state), ~25 kB gzip the overview, on every first load, never shows.
 */
export function Panel({
  title,
  extra,
  size = 'default',
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const padding = size === 'small' ? token.paddingSM : token.paddingLG;
  return (
    <section
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
      }}
    >
      {(title || extra) && (
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginXS,
            minHeight: 56,
            padding: `0 ${padding}px`,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <h2 style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}>
            {title}
          </h2>
          {extra}
        </header>
      )}
      <div style={{ padding }}>{children}</div>
    </section>
  );
}
