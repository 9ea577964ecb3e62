import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './plain-button.css';
import './plain-list.css';

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
  const { t } = useTranslation();
  if (loading)
    return (
      <span role="status" aria-label={t('app.loading')}>
        <span className="rc-spinner" aria-hidden="true" />
      </span>
    );
  if (items.length === 0) return empty ?? null;
  return (
    <ul className="rc-plain-list">
      {items.map((item) => (
        <li key={rowKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
