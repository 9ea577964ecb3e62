import { proxy } from 'valtio';
import type { PackRate, SkuDraft, SubSku } from '@rcadmin/contract';
import { skuDraftDefaults } from '@rcadmin/contract/wire';

export type { PackRate, SkuDraft, SkuProperty, SubSku } from '@rcadmin/contract';
export { skuDraftDefaults };

/** What a form knows about its draft besides the draft itself. */
export interface DraftMeta {
  /** Filled from the server (initSku.do or getSku): the form renders once this is true. */
  loaded: boolean;
  /** Changed since it was loaded or saved: leaving asks first. */
  dirty: boolean;
}

/**
 * One draft per open form, keyed by the form's route (create, edit/12, ccreate, cedit/12 ...): two
 * tabs never share a draft, and a draft outlives its page while the tab stays open.
 */
export const skuDrafts = proxy<Record<string, SkuDraft>>({});
export const skuDraftMeta = proxy<Record<string, DraftMeta>>({});

/** The draft of the form at `key`, made with the defaults the first time. */
export function openSkuDraft(key: string, comb: '0' | '1' = '0'): SkuDraft {
  if (!skuDrafts[key]) {
    skuDrafts[key] = skuDraftDefaults(comb);
    skuDraftMeta[key] = { loaded: false, dirty: false };
  }
  return skuDrafts[key];
}

/** Forgets a form's draft (its tab was closed or it was saved). */
export function closeSkuDraft(key: string): void {
  delete skuDrafts[key];
  delete skuDraftMeta[key];
}

function touch(draft: SkuDraft): void {
  for (const key of Object.keys(skuDrafts)) {
    if (skuDrafts[key] === draft && skuDraftMeta[key]) skuDraftMeta[key].dirty = true;
  }
}

/** Spec §3: clearing resets every field to its default, with empty pack rates, properties, stores, sub-SKUs. */
export function clearSkuDraft(draft: SkuDraft, comb: '0' | '1' = draft.comb): void {
  Object.assign(draft, skuDraftDefaults(comb));
}

/** Replaces the draft with a SKU from the server (initSku.do, getSku): fields it lacks keep their defaults. */
export function loadSkuDraft(key: string, sku: Partial<SkuDraft>): SkuDraft {
  const draft = openSkuDraft(key, sku.comb === '1' ? '1' : '0');
  const defaults = skuDraftDefaults(sku.comb === '1' ? '1' : draft.comb);
  const known = Object.fromEntries(
    Object.entries(sku).filter(
      ([field, value]) => field in defaults && value !== null && value !== undefined,
    ),
  );
  Object.assign(draft, defaults, structuredClone(known), { currentStep: draft.currentStep });
  skuDraftMeta[key] = { loaded: true, dirty: false };
  return draft;
}

/** Marks a draft as saved (its new version from the server). */
export function markSkuDraftSaved(key: string, version: number): void {
  const draft = skuDrafts[key];
  if (draft) draft.version = version;
  if (skuDraftMeta[key]) skuDraftMeta[key].dirty = false;
}

export function setSkuField<F extends keyof SkuDraft>(draft: SkuDraft, field: F, value: SkuDraft[F]): void {
  draft[field] = value;
  if (field !== 'currentStep') touch(draft);
}

/** Copies the fields of a whole form's values into the draft, leaving other fields alone. */
export function setSkuFields(draft: SkuDraft, values: Partial<SkuDraft>): void {
  const defaults = skuDraftDefaults();
  for (const [field, value] of Object.entries(values)) {
    if (field in defaults && value !== undefined)
      (draft as unknown as Record<string, unknown>)[field] = value;
  }
  touch(draft);
}

// ---- rows of the draft's lists (pack rates, properties, sub SKUs, pictures), by their place

/** Changes the row at `index` of a list (none there: nothing). */
export function updateRow<L extends 'packRates' | 'propertys' | 'subSkus'>(
  draft: SkuDraft,
  list: L,
  index: number,
  change: Partial<SkuDraft[L][number]>,
): void {
  const row = draft[list][index];
  if (!row) return;
  Object.assign(row, change);
  touch(draft);
}

export function removeRow(
  draft: SkuDraft,
  list: 'packRates' | 'propertys' | 'subSkus' | 'picList',
  index: number,
): void {
  draft[list].splice(index, 1);
  touch(draft);
}

// ---- pack rates (quantity, unit, barCode: DATA-18)

export function addPackRate(draft: SkuDraft, rate: Partial<PackRate> = {}): void {
  draft.packRates.push({ quantity: rate.quantity ?? 1, unit: rate.unit ?? '', barCode: rate.barCode ?? '' });
  touch(draft);
}

export function movePackRate(draft: SkuDraft, from: number, to: number): void {
  if (to < 0 || to >= draft.packRates.length || !draft.packRates[from]) return;
  const [rate] = draft.packRates.splice(from, 1);
  draft.packRates.splice(to, 0, rate!);
  touch(draft);
}

// ---- properties (name and value pairs) and custom properties (name → value)

export function addProperty(draft: SkuDraft, name = '', value = ''): void {
  draft.propertys.push({ name, value });
  touch(draft);
}

export function setCustomProperty(draft: SkuDraft, name: string, value: string): void {
  draft.customPropertys[name] = value;
  touch(draft);
}

export function removeCustomProperty(draft: SkuDraft, name: string): void {
  delete draft.customPropertys[name];
  touch(draft);
}

// ---- sub SKUs of a combined good

/** Adds a SKU to the combined good, or adds to its quantity when it is already there. */
export function addSubSku(draft: SkuDraft, sub: SubSku): void {
  const found = draft.subSkus.find((item) => item.skuId === sub.skuId);
  if (found) found.quantity += sub.quantity;
  else draft.subSkus.push({ ...sub });
  touch(draft);
}

// ---- pictures

/** Adds an uploaded picture unless the list already holds `max` of them; says whether it did. */
export function addPicture(draft: SkuDraft, url: string, max: number): boolean {
  if (draft.picList.length >= max) return false;
  draft.picList.push(url);
  touch(draft);
  return true;
}
