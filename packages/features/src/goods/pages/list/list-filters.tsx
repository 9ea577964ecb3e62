import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { HostKit } from '../../../host-kit';
import type { ListView } from './list-query';
import { useCall, type ListFilter } from '../../../kit';

/** A tree (categories, navigation) as a TreeSelect's data: the node's id its value, its name its title. */
export interface TreeEntry {
  value: string;
  title: string;
  children: TreeEntry[];
}
export const treeData = <N extends { name: string; children: readonly N[] }>(
  nodes: readonly N[],
  idOf: (node: N) => string,
): TreeEntry[] =>
  nodes.map((node) => ({ value: idOf(node), title: node.name, children: treeData(node.children, idOf) }));

/**
 * The filters of the goods lists, for the kit's filter form: name, barcode and goods no. contain;
 * category (its subtree), brand, sale state, sale mode and store; all wait for Search. Their
 * choices (categories, brands, stores) are loaded once per page, and the definitions stay the same
 * while the language and the choices do: a new page of rows does not render the filters again.
 */
export function useGoodsFilters(kit: HostKit): readonly ListFilter<keyof ListView>[] {
  const quiet = { silent: true };
  const tree = useCall(kit, 'categoryTree', undefined, quiet).data;
  const brands = useCall(kit, 'brandQueryBrandList', { pageNo: 1, pageSize: 1000 }, quiet).data;
  const stores = useCall(kit, 'goodsQueryStoreList', {}, quiet).data;
  return useMemo(() => {
    const t = kit.t;
    const label = (key: string) => t(`goods.lists.filters.${key}`);
    const all = t('common.all');
    /** A text filter: what the field contains. */
    const text = (key: 'skuName' | 'barCode' | 'goodsNo', maxLength: number, width: number) => ({
      key,
      label: label(key),
      placeholder: label('containsHint'),
      maxLength,
      width,
      deferred: true,
    });
    /** A choice filter ('' for all); long lists (brands, stores) narrow as the user types. */
    const choice = (
      key: keyof ListView,
      labelKey: string,
      options: { value: string; label: string }[],
      width: number,
      search = false,
    ) => ({
      key,
      label: label(labelKey),
      options,
      width,
      placeholder: all,
      clearable: true,
      search,
      deferred: true,
    });
    const codes = (kind: 'saleState' | 'saleMode', values: readonly string[]) =>
      values.map((value) => ({ value, label: t(`goods.${kind}.${value}`) }));
    const categories = treeData(tree ?? [], (node) => node.categoryId);
    return [
      text('skuName', 100, 160),
      text('barCode', 64, 150),
      text('goodsNo', 64, 130),
      {
        key: 'categoryId',
        label: label('category'),
        deferred: true,
        render: ({ id, value, set }) => (
          <TreeSelect
            id={id}
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeData={categories}
            placeholder={all}
            style={{ width: 170 }}
            value={value}
            onChange={(next?: string) => set(next ?? '')}
          />
        ),
      },
      choice(
        'brandId',
        'brand',
        (brands?.list ?? []).map((b) => ({ value: b.brandId, label: b.brandName })),
        150,
        true,
      ),
      choice('saleState', 'saleState', codes('saleState', ['1', '0']), 110),
      choice('saleMode', 'saleMode', codes('saleMode', ['1', '2']), 110),
      choice(
        'storeId',
        'store',
        (stores ?? []).map((s) => ({ value: s.storeId, label: s.storeName })),
        150,
        true,
      ),
    ];
  }, [kit, tree, brands, stores]);
}
