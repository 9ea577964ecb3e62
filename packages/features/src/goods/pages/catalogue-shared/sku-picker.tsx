import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import type { SkuListRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { call } from '../../../kit';

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
}: {
  kit: HostKit;
  onPick: (row: SkuListRow) => void;
  exclude?: readonly string[];
  placeholder: string;
  ariaLabel: string;
}) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<SkuListRow[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      latest.current?.abort();
      latest.current = controller;
      setLoading(true);
      const search = text.trim();
      call(
        kit,
        'goodsQueryList',
        { pageNo: 1, pageSize: PAGE_SIZE, comb: '0', ...(search ? filterOf(search) : {}) },
        { signal: controller.signal },
      )
        .then((page) => setRows(page.list))
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [kit, text]);

  const shown = rows.filter((row) => !exclude.includes(row.skuId));
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setText }}
      value={null}
      aria-label={ariaLabel}
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
