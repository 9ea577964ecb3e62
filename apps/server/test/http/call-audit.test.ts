import { api, calls, type CallInfo, type CallName } from '@rcadmin/contract';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { actionOfName, auditPlanOf, sentenceOf } from '../../src/http/call-audit';
import { translate, type Language } from '../../src/i18n/messages';

/** A request as the sentence reads it: its body, its query and its language. */
const requestOf = (input: { body?: unknown; query?: unknown }, lang: Language = 'zh') =>
  ({ ...input, t: (key, params) => translate(lang, key, params) }) as FastifyRequest;

const planOf = (name: string, info: CallInfo) => auditPlanOf(name as CallName, info);

describe('the operation log plan of a call', () => {
  it('[DATA-07] a call’s name says its action; update when it says none', () => {
    expect(
      ['goodsDelBatchSku', 'brandDelete', 'removeCollect', 'updateDeptYn', 'franchiseeUpdateStatus'].map(
        actionOfName,
      ),
    ).toEqual(['delete', 'delete', 'delete', 'status', 'status']);
    expect(['saveDept', 'goodsSaveSku', 'batchExportDept', 'batchImportUpload'].map(actionOfName)).toEqual([
      'save',
      'save',
      'export',
      'import',
    ]);
    expect(
      ['categoryMove', 'goodsBatchRestore', 'adjustmentSubmit', 'adjustmentCancel'].map(actionOfName),
    ).toEqual(['move', 'restore', 'submit', 'cancel']);
    // "Delivery" is not a delete: words are whole.
    expect(actionOfName('exportStoreDelivery')).toBe('export');
    expect(actionOfName('saveStoreDelivery')).toBe('save');
    expect(actionOfName('setStoreChannelRel')).toBe('update');
  });

  it('[DATA-07] a state change without an audit field is recorded, on its first page', () => {
    const plan = planOf('shelfLabelDelete', {
      method: 'POST',
      path: '/bmc/shelfLabel/delete.do',
      access: 'session+site',
      resource: ['/setting/baseDocument/index', '/goods/index/list'],
    });
    expect(plan).toMatchObject({
      action: 'delete',
      page: '/setting/baseDocument/index',
      menu: 'auditMenuGoodsSettings',
    });
    // A page nobody named here is named by its path; a call of no page is filed under its path.
    expect(
      planOf('shelfLabelSave', {
        method: 'POST',
        path: '/x/save.do',
        access: 'session+site',
        resource: '/x/list',
      }),
    ).toMatchObject({ action: 'save', page: '/x/list', menu: undefined });
    expect(
      planOf('profileSave', { method: 'POST', path: '/x/profile.do', access: 'session+site' }),
    ).toMatchObject({
      page: '/x/profile.do',
      menu: 'auditMenuOther',
    });
  });

  it('[DATA-07] exports are recorded, reads and the excluded calls are not', () => {
    expect(auditPlanOf('goodsBatchExport', api.goodsBatchExport)?.action).toBe('export');
    expect(auditPlanOf('operationLogExport', api.operationLogExport)?.action).toBe('export');
    expect(auditPlanOf('goodsQueryList', api.goodsQueryList)).toBeUndefined();
    expect(auditPlanOf('login', api.login)).toBeUndefined();
    for (const name of [
      'logout',
      'addCollect',
      'checkVerifyCode',
      'changePass',
      'roleSave',
      'fileUpload',
    ] as const)
      expect(auditPlanOf(name, api[name]), name).toBeUndefined();
    // Every state change is recorded unless the contract says why not.
    for (const [name, info] of Object.entries(calls) as [CallName, CallInfo][]) {
      if (info.access !== 'session+site') continue;
      const excluded = 'audit' in info && (info.audit === false || info.audit === 'own');
      expect(auditPlanOf(name, info) === undefined, name).toBe(excluded);
    }
  });
});

describe('the sentence of a record', () => {
  const sku = auditPlanOf('goodsSaveSku', api.goodsSaveSku)!;

  it('[DATA-07] a save is a create without an id and an update with one, named, not numbered', () => {
    expect(
      sentenceOf(requestOf({ body: { skuId: '', skuName: '可口可乐 500ml' } }), sku, { skuId: '123' }),
    ).toBe('新增商品 “可口可乐 500ml”');
    expect(sentenceOf(requestOf({ body: { skuId: '123', skuName: '可口可乐 500ml' } }), sku, {})).toBe(
      '修改商品 “可口可乐 500ml”',
    );
    expect(sentenceOf(requestOf({ body: { skuId: '123', skuName: 'Coke' } }, 'en'), sku, {})).toBe(
      'Edited SKU “Coke”',
    );
    // No name in the request or the answer: the name read by id, else the id.
    const del = auditPlanOf('goodsDelSku', api.goodsDelSku)!;
    expect(sentenceOf(requestOf({ query: { skuId: '5' } }), del, {}, new Map([['5', '雪碧']]))).toBe(
      '删除商品 “雪碧”',
    );
    expect(sentenceOf(requestOf({ query: { skuId: '5' } }), del, {})).toBe('删除商品 skuId 5');
  });

  it('[DATA-07] a batch names its records when their names are known, the first ten of a large one', () => {
    const del = auditPlanOf('goodsDelBatchSku', api.goodsDelBatchSku)!;
    const names = new Map(Array.from({ length: 12 }, (_, i) => [String(i + 1), `SKU ${i + 1}`]));
    expect(sentenceOf(requestOf({ query: { skuIds: '1,2' } }), del, { updated: 2 }, names)).toBe(
      '删除商品 2 个 “SKU 1” “SKU 2”',
    );
    const many = Array.from({ length: 12 }, (_, i) => i + 1).join(',');
    expect(sentenceOf(requestOf({ query: { skuIds: many } }, 'en'), del, undefined, names)).toBe(
      `Deleted SKU (12 records)${Array.from({ length: 10 }, (_, i) => ` “SKU ${i + 1}”`).join('')} …`,
    );
  });

  it('[DATA-07] a batch says how many, and lists the ids of a small one', () => {
    const del = auditPlanOf('goodsDelBatchSku', api.goodsDelBatchSku)!;
    expect(sentenceOf(requestOf({ query: { skuIds: '1,2,3' } }), del, { updated: 3 })).toBe(
      '删除商品 3 个 skuIds 1,2,3',
    );
    const many = Array.from({ length: 11 }, (_, i) => i + 1).join(',');
    expect(sentenceOf(requestOf({ query: { skuIds: many } }, 'es'), del, undefined)).toBe(
      'Eliminación de SKU (11 registros)',
    );
    const restore = auditPlanOf('goodsBatchRestore', api.goodsBatchRestore)!;
    expect(sentenceOf(requestOf({ body: { skuIds: ['7', '8'] } }), restore, { updated: 2 })).toBe(
      '恢复商品 2 个 skuIds 7,8',
    );
  });

  it('[DATA-07] a status change says enabled or disabled, from the request or the answer', () => {
    const store = auditPlanOf('updateDeptYn', api.updateDeptYn)!;
    expect(sentenceOf(requestOf({ query: { id: '5', status: '1' } }), store, {})).toBe('启用门店 id 5');
    expect(sentenceOf(requestOf({ query: { id: '5' } }), store, { id: '5', status: '0', version: 2 })).toBe(
      '停用门店 id 5',
    );
  });

  it('[DATA-07] a call of a page nobody described names the page and the usual fields', () => {
    const plan = planOf('unitSave', {
      method: 'POST',
      path: '/bmc/goodsSetting/unit/save.do',
      access: 'session+site',
      resource: '/setting/baseDocument/index',
    })!;
    expect(
      sentenceOf(requestOf({ body: { id: '', name: '箱', password: 'never shown' } }), plan, { id: '9' }),
    ).toBe('新增商品设置 “箱”');
  });
});
