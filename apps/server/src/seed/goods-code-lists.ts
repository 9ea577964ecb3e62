import type { Db } from '../db/database';
import { translate } from '../i18n/messages';
import { copyBuiltInCodeLists } from '../repositories/goods-settings';
import { builtInPrefixRules } from '../domain/goods-code-lists';

/**
 * A new tenant's goods code lists (goods settings): what the goods form offered before tenants
 * kept their own, so nothing changes for it. Seed it after the tenant's goods: the units they use
 * join the list.
 */
export async function seedGoodsCodeLists(tx: Db, tenantId: number): Promise<void> {
  await copyBuiltInCodeLists(
    tx,
    tenantId,
    builtInPrefixRules((key, params) => translate('zh', key, params)),
  );
}
