import type { ReactNode } from 'react';
import { Flex, Spin, theme } from 'antd';

/**
 * A short list of rows (a card's four notices or articles). antd's List brings its pagination,
 * and with it the select box, to every page that shows one; these rows need neither.
 */
export function PlainList<T>({
  items,
  loading,
  rowKey,
  renderItem,
  empty,
}: {
  items: readonly T[];
  loading: boolean;
  rowKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty?: ReactNode;
}) {
  const { token } = theme.useToken();
  if (loading) return <Spin size="small" />;
  if (items.length === 0) return empty ?? null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={rowKey(item)}
          style={{
            padding: `${token.paddingXS}px 0`,
            borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
          }}
        >
          <Flex justify="space-between" align="center" gap={token.marginXS}>
            {renderItem(item)}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
