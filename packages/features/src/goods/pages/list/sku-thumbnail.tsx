import { useState } from 'react';
import type { HostKit } from '../../../host-kit';
import { callUrl } from '../../../kit';

const SIZE = 40;
const BOX = { width: SIZE, height: SIZE, borderRadius: 4, display: 'inline-block', verticalAlign: 'middle' };

/**
 * A SKU's first picture, small, in a list row: loaded lazily (the browser fetches only the rows
 * in view) from file/get.do; a SKU without one, or whose picture fails, shows an empty frame the
 * same size, so the rows do not shift as pictures arrive.
 */
export function SkuThumbnail({ kit, picKey, name }: { kit: HostKit; picKey: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!picKey || failed)
    return (
      <span
        role="img"
        aria-label={kit.t('goods.lists.thumbnail.none', { name })}
        data-testid="sku-thumbnail-none"
        style={{
          ...BOX,
          background: 'var(--ant-color-fill-quaternary, #f5f5f5)',
          border: '1px dashed #d9d9d9',
        }}
      />
    );
  return (
    <img
      src={callUrl(kit, 'fileGet', { key: picKey })}
      alt={kit.t('goods.lists.thumbnail.alt', { name })}
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      data-testid="sku-thumbnail"
      style={{ ...BOX, objectFit: 'cover' }}
      onError={() => setFailed(true)}
    />
  );
}
