import { toApiQuery, type ListView } from './list-query';
import type { QueryOf } from '@rcadmin/contract';
import type { PageAction } from '@rcadmin/contract/wire';

/**
 * The rules of the list's batch actions, apart from React: which actions a view offers, which
 * call a delete makes, what a price change may be, what an export covers.
 */

export type BatchAction = 'delete' | 'restore' | 'saleMode' | 'price' | 'nav' | 'export';

/**
 * The batch actions of a view: the recycle bin restores (and exports); the list deletes, changes
 * sale mode, price and navigation, and exports; of these, those the user may do (`may`). Every
 * action but export needs a selection; export without one covers the current filters.
 */
export function batchActionsOf(
  view: { deleted: boolean },
  may: (action: PageAction) => boolean = () => true,
): BatchAction[] {
  const offered: BatchAction[] = view.deleted
    ? ['restore', 'export']
    : ['delete', 'saleMode', 'price', 'nav', 'export'];
  return offered.filter((action) => may(BATCH_NEEDS[action]));
}

/** The action of the page each batch action needs (rights per action): without it, it is not offered. */
export const BATCH_NEEDS: Readonly<Record<BatchAction, PageAction>> = {
  delete: 'delete',
  restore: 'edit',
  saleMode: 'edit',
  price: 'changePrice',
  nav: 'edit',
  export: 'export',
};

export function isActionEnabled(action: BatchAction, selectedCount: number): boolean {
  return action === 'export' || selectedCount > 0;
}

/** One SKU goes through delSku, several through delBatchSku (GOODS-05). */
export function deleteCallFor(
  skuIds: readonly string[],
):
  | { call: 'goodsDelSku'; query: { skuId: string } }
  | { call: 'goodsDelBatchSku'; query: { skuIds: string } } {
  if (skuIds.length === 0) throw new Error('Nothing to delete');
  if (skuIds.length === 1) return { call: 'goodsDelSku', query: { skuId: skuIds[0]! } };
  return { call: 'goodsDelBatchSku', query: { skuIds: skuIds.join(',') } };
}

export type PriceType = 'set' | 'percent' | 'add';

/** Why a batch price change cannot go as typed (a key of goods.lists.price.errors), or null. */
export type PriceProblem = 'empty' | 'format' | 'negative' | 'percentRange' | null;

const AMOUNT = /^-?[0-9]{1,10}(\.[0-9]{1,2})?$/;

/**
 * A batch price change as typed: `set` takes a price (0 or more), `percent` a change from -100
 * to +1000 percent, `add` an amount to add (negative to take off); at most two decimals. The
 * server checks again, and refuses a change that would leave a price below zero.
 */
export function checkPriceChange(type: PriceType, value: string): PriceProblem {
  const typed = value.trim();
  if (!typed) return 'empty';
  if (!AMOUNT.test(typed)) return 'format';
  const amount = Number(typed);
  if (type === 'set' && amount < 0) return 'negative';
  if (type === 'percent' && (amount < -100 || amount > 1000)) return 'percentRange';
  return null;
}

/** The price a row would get (for the confirmation's example), rounded to cents, never below 0. */
export function previewPrice(price: string, type: PriceType, value: string): string {
  const current = Number(price) || 0;
  const amount = Number(value) || 0;
  const next = type === 'set' ? amount : type === 'percent' ? current * (1 + amount / 100) : current + amount;
  return Math.max(0, Math.round(next * 100) / 100).toFixed(2);
}

/** What an export covers: the selected SKUs, or every SKU the view's filters select. */
export function exportQueryOf(
  view: ListView,
  comb: '0' | '1',
  selected: readonly string[],
): QueryOf<'goodsBatchExport'> {
  const deleted = view.deleted === '1' ? '1' : '0';
  if (selected.length > 0) return { skuIds: selected.join(','), comb, deleted };
  // The list's query without its page.
  const { pageNo: _pageNo, pageSize: _pageSize, ...query } = toApiQuery(view, comb);
  return query;
}
