import { useState } from 'react';
import { Select, Spin } from 'antd';
import type { SkuListRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { useCall, useDebounced } from '../../../kit';

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

/** What a search text filters on: digits are a barcode, anything else the name. */
const filterOf = (text: string) => (/^[0-9]{4,}$/.test(text) ? { barCode: text } : { skuName: text });

/**
 * A search box over the tenant's single SKUs (goods/queryList, comb 0): picking one hands its
 * row (name, barcode, current price, unit) to `onPick`. `exclude` hides SKUs already chosen.
 */
export function SkuPicker({
  kit,
  onPick,
  exclude = [],
  placeholder,
  ariaLabel,
  disabled,
}: {
  kit: HostKit;
  onPick: (row: SkuListRow) => void;
  exclude?: readonly string[];
  placeholder: string;
  ariaLabel: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const found = useCall(kit, 'goodsQueryList', {
    pageNo: 1,
    pageSize: PAGE_SIZE,
    comb: '0',
    ...(search ? filterOf(search) : {}),
  });
  const rows = found.data?.list ?? [];
  const loading = found.loading || search !== text.trim();

  const shown = rows.filter((row) => !exclude.includes(row.skuId));
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setText }}
      value={null}
      aria-label={ariaLabel}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: 420 }}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      options={shown.map((row) => ({
        value: row.skuId,
        label: `${row.skuName} · ${row.barCode} · ${row.skuReferPrice}`,
      }))}
      onChange={(skuId) => {
        const row = rows.find((candidate) => candidate.skuId === skuId);
        if (row) onPick(row);
        setText('');
      }}
    />
  );
}
