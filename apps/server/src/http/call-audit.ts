import {
  GOODS_PAGES,
  ORG_PAGES,
  SETTINGS_PAGES,
  type AuditAction,
  type CallInfo,
  type CallName,
} from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages';
import { CHANGES_MAX, type Change } from '../domain/change-list';
import type { NamedRecords } from '../repositories/logs';
import { operationRecord } from '../services/operation-audit';

/**
 * The operation log record of every call that changes business data, filed by defineCall once
 * the call has succeeded (CallInfo.audit says which calls and how): the call's first resource
 * page as menuCode, that page's menu name and a sentence in the caller's language, such as
 * 修改商品 “可口可乐 500ml” or 删除商品 3 个 “可口可乐” “雪碧” “芬达”. The records are named, not
 * numbered: by the request or the answer, else (SKUs and stores) by one read of their names; an id
 * stands only where no name is known. A handler may add what the call changed, field by field
 * (noteChanges), which the record keeps beside its sentence.
 */

/** What names the records of a call family in its requests and answers, and its noun. */
interface Subject {
  /** Absent: the menu page's name stands for it. */
  noun?: MessageKey;
  /** Fields holding the id of the one record acted on, tried in order. */
  id: readonly string[];
  /** Fields holding its readable name. */
  name: readonly string[];
  /** Fields listing the records of a batch (an array, a comma list or a JSON list). */
  ids: readonly string[];
  /** The records the ids are of, whose names a read finds when the request does not give them. */
  records?: NamedRecords;
}

export interface AuditPlan {
  action: AuditAction;
  /** menuCode: the first page of the call's resources, else its path. */
  page: string;
  /**
   * The page's menu name ('other' for a call of no page); absent for a page this file does not
   * know, whose path stands for it.
   */
  menu: MessageKey | undefined;
  /** The family's noun, else the page's name; absent: the call's own name stands for it. */
  noun: MessageKey | undefined;
  subject: Subject;
  call: CallName;
}

const subject = (noun: MessageKey | undefined, fields: Partial<Omit<Subject, 'noun'>> = {}): Subject => ({
  noun,
  id: fields.id ?? [],
  name: fields.name ?? [],
  ids: fields.ids ?? [],
  ...(fields.records ? { records: fields.records } : {}),
});

/** What a call of a page nobody described here is taken to carry. */
const GENERIC = { id: ['id'], name: ['name', 'title'], ids: ['ids'] };

const BATCH_IMPORT_PAGE = '/batchImport/list';

/** Menu names of the pages calls serve, as the rcadmin menu names them. */
const MENU_NAMES: Readonly<Record<string, MessageKey>> = {
  [GOODS_PAGES.list]: 'auditMenuGoods',
  [GOODS_PAGES.comb]: 'auditMenuCombGoods',
  [GOODS_PAGES.query]: 'auditMenuGoodsQuery',
  [GOODS_PAGES.category]: 'auditMenuCategory',
  [GOODS_PAGES.brand]: 'auditMenuBrand',
  [GOODS_PAGES.brandCategory]: 'auditMenuBrandCategory',
  [GOODS_PAGES.adjustment]: 'auditMenuAdjustment',
  [GOODS_PAGES.mainSub]: 'auditMenuMainSub',
  [ORG_PAGES.role]: 'logMenuRole',
  [ORG_PAGES.dept]: 'auditMenuDept',
  [ORG_PAGES.franchisee]: 'auditMenuFranchisee',
  [ORG_PAGES.pickup]: 'auditMenuPickup',
  [ORG_PAGES.employee]: 'logMenuEmployee',
  [ORG_PAGES.operator]: 'auditMenuOperator',
  [ORG_PAGES.fence]: 'auditMenuFence',
  [SETTINGS_PAGES.params]: 'auditMenuParams',
  [SETTINGS_PAGES.goods]: 'auditMenuGoodsSettings',
  [SETTINGS_PAGES.nav]: 'auditMenuStoreNav',
  [SETTINGS_PAGES.operationLog]: 'auditMenuOperationLog',
  [BATCH_IMPORT_PAGE]: 'auditMenuBatchImport',
  [SETTINGS_PAGES.embeddedApps]: 'auditMenuEmbeddedApps',
};

const SKU = subject('auditNounSku', { id: ['skuId'], name: ['skuName'], ids: ['skuIds'], records: 'skus' });
const STORE = subject('auditNounStore', { id: ['id'], name: ['storename'], ids: ['ids'], records: 'stores' });
const PLACE = { id: ['id'], name: ['name'] };

/** The call families, by the page their calls serve first. */
const FAMILIES: Readonly<Record<string, Subject>> = {
  [GOODS_PAGES.list]: SKU,
  [GOODS_PAGES.query]: SKU,
  [GOODS_PAGES.comb]: { ...SKU, noun: 'auditNounCombSku' },
  [GOODS_PAGES.category]: subject('auditNounCategory', { id: ['categoryId'], name: ['name'] }),
  [GOODS_PAGES.brand]: subject('auditNounBrand', { id: ['brandId'], name: ['brandName'] }),
  [GOODS_PAGES.brandCategory]: subject('auditNounBrandCategory', {
    id: ['brandCategoryId'],
    name: ['name'],
  }),
  [GOODS_PAGES.adjustment]: subject('auditNounAdjustment', { id: ['id'], name: ['orderNo'] }),
  [GOODS_PAGES.mainSub]: subject('auditNounMainSub', { id: ['mainSkuId'] }),
  [ORG_PAGES.dept]: STORE,
  [ORG_PAGES.franchisee]: subject('auditNounFranchisee', PLACE),
  [ORG_PAGES.pickup]: subject('auditNounPickup', PLACE),
  [ORG_PAGES.operator]: subject('auditNounOperator', PLACE),
  [ORG_PAGES.fence]: subject('auditNounFence', { id: ['storeId'], records: 'stores' }),
  [ORG_PAGES.role]: subject('auditNounRole', { id: ['id', 'roleId'], name: ['name'] }),
  [ORG_PAGES.employee]: subject('auditNounEmployee', { ...GENERIC, name: ['name'] }),
  [SETTINGS_PAGES.params]: subject('auditNounParam', GENERIC),
  [SETTINGS_PAGES.goods]: subject('auditNounGoodsSettings', GENERIC),
  [SETTINGS_PAGES.nav]: subject('auditNounStoreNav', GENERIC),
  [SETTINGS_PAGES.operationLog]: subject('auditNounOperationLog'),
  [BATCH_IMPORT_PAGE]: subject('auditNounImportJob', GENERIC),
  [SETTINGS_PAGES.embeddedApps]: subject('auditNounEmbeddedApp', GENERIC),
};

const STORE_CHANNELS = subject('auditNounStoreChannels', { id: ['storeId'], records: 'stores' });

/** Calls whose records a noun of their own names better than their family's. */
const CALL_SUBJECTS: Partial<Record<CallName, Subject>> = {
  goodsBatchChangePrice: { ...SKU, noun: 'auditNounSkuPrice' },
  goodsBatchUpdateSaleMode: { ...SKU, noun: 'auditNounSkuSaleMode' },
  goodsBatchChangeNav: { ...SKU, noun: 'auditNounSkuNav' },
  setStoreChannelRel: STORE_CHANNELS,
  setDeptSubChannel: STORE_CHANNELS,
  setDeptChannelList: STORE_CHANNELS,
  exportStoreDelivery: { ...STORE, noun: 'auditNounStoreDelivery' },
};

/** The words of a call's name that say its action, first match first. */
const NAME_ACTIONS: readonly [AuditAction, readonly string[]][] = [
  ['export', ['export']],
  ['import', ['import']],
  ['delete', ['del', 'delete', 'remove']],
  ['restore', ['restore']],
  ['move', ['move']],
  ['submit', ['submit']],
  ['cancel', ['cancel']],
  ['status', ['status', 'yn', 'enable', 'disable', 'lock', 'unlock']],
  ['save', ['save']],
  ['create', ['create', 'add', 'copy', 'generate']],
];

/** The action a call's name says (goodsDelBatchSku → delete, updateDeptYn → status); update when none. */
export function actionOfName(name: string): AuditAction {
  const words = new Set(name.split(/(?=[A-Z])/).map((word) => word.toLowerCase()));
  return NAME_ACTIONS.find(([, said]) => said.some((word) => words.has(word)))?.[0] ?? 'update';
}

/**
 * How the operation log records a call, or undefined when it records nothing (see CallInfo.audit):
 * worked out once, when the route is defined.
 */
export function auditPlanOf(name: CallName, info: CallInfo): AuditPlan | undefined {
  if (info.audit === false || info.audit === 'own' || info.access === 'public') return undefined;
  const said = actionOfName(name);
  const action = info.audit ?? (info.access === 'session+site' || said === 'export' ? said : undefined);
  if (!action) return undefined;
  const first = [info.resource ?? []].flat()[0];
  const page = first ?? info.path;
  const about = CALL_SUBJECTS[name] ?? FAMILIES[page] ?? subject(undefined, GENERIC);
  return {
    action,
    page,
    menu: first === undefined ? 'auditMenuOther' : MENU_NAMES[page],
    noun: about.noun ?? (first === undefined ? undefined : MENU_NAMES[page]),
    subject: about,
    call: name,
  };
}

/**
 * The fields that name the one record a call acts on (its family's, as the operation log reads
 * them): a save that names one (other than '0') edits it, else it creates one (the security hook's
 * create or edit check).
 */
export function recordIdFieldsOf(name: CallName, info: CallInfo): readonly string[] {
  const first = [info.resource ?? []].flat()[0];
  return (CALL_SUBJECTS[name] ?? (first === undefined ? undefined : FAMILIES[first]) ?? GENERIC).id;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The longest value quoted in a record. */
const VALUE_MAX = 100;
/** A batch lists its ids up to this many; beyond, only their count. */
const LISTED_MAX = 10;

function scalar(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text.slice(0, VALUE_MAX);
}

/** The first field of `fields` with a value in one of the sources, with its name. */
function firstOf(
  sources: readonly Record<string, unknown>[],
  fields: readonly string[],
): { field: string; value: string } | undefined {
  for (const source of sources)
    for (const field of fields) {
      const value = scalar(source[field]);
      if (value !== undefined) return { field, value };
    }
  return undefined;
}

/** An id list as sent: an array, a JSON list text or a comma list. */
function listOf(value: unknown): string[] | undefined {
  let items = value;
  if (typeof items === 'string') {
    const text = items.trim();
    if (text === '') return undefined;
    try {
      items = text.startsWith('[') ? JSON.parse(text) : text.split(',');
    } catch {
      items = text.split(',');
    }
  }
  if (!Array.isArray(items)) return undefined;
  const listed = items.map(scalar).filter((item): item is string => item !== undefined);
  return listed.length > 0 ? listed : undefined;
}

const SENTENCES: Record<Exclude<AuditAction, 'save' | 'status'>, MessageKey> = {
  create: 'auditCreate',
  update: 'auditUpdate',
  delete: 'auditDelete',
  import: 'auditImport',
  export: 'auditExport',
  restore: 'auditRestore',
  move: 'auditMove',
  submit: 'auditSubmit',
  cancel: 'auditCancel',
};

/** What identifies the records of a call in its request and answer. */
function subjectsOf(request: FastifyRequest, plan: AuditPlan, result: unknown) {
  const { subject: about } = plan;
  const sent = [request.body, request.query].filter(isRecord);
  const answered = isRecord(result) ? [result] : [];
  // An id of '0' is no record's: a form sends it for a new one.
  const given = firstOf(sent, about.id);
  const named = given && given.value !== '0' ? given : undefined;
  const id = named ?? firstOf(answered, about.id);
  const name = firstOf([...sent, ...answered], about.name);
  const status = firstOf([...sent, ...answered], ['status'])?.value;
  const batch = sent
    .flatMap((source) => about.ids.map((field) => ({ field, listed: listOf(source[field]) })))
    .find((entry): entry is { field: string; listed: string[] } => entry.listed !== undefined);
  return { id, existing: named !== undefined, name, status, batch };
}

/** The ids of the records whose names a read would find (the record names at most LISTED_MAX). */
function unnamedIds({ id, name, batch }: ReturnType<typeof subjectsOf>): string[] {
  return [...(id && !name ? [id.value] : []), ...(batch?.listed.slice(0, LISTED_MAX) ?? [])];
}

/**
 * The record's sentence in the caller's language: the action, the noun and what identifies the
 * records: their names (from the request, the answer or `names`, by id), else their ids.
 */
export function sentenceOf(
  request: FastifyRequest,
  plan: AuditPlan,
  result: unknown,
  names: ReadonlyMap<string, string> = new Map(),
): string {
  const { id, existing, name, status, batch } = subjectsOf(request, plan, result);
  let sentence: MessageKey;
  if (plan.action === 'save') sentence = existing ? 'auditUpdate' : 'auditCreate';
  else if (plan.action === 'status') {
    sentence = status === '1' ? 'auditEnable' : status === '0' ? 'auditDisable' : 'auditStatus';
  } else sentence = SENTENCES[plan.action];

  const said = (value: string) => request.t('auditName', { name: value });
  const nameOfId = id && (name?.value ?? names.get(id.value));
  let detail = nameOfId ? said(nameOfId) : id ? ` ${id.field} ${id.value}` : '';
  if (batch) {
    detail += request.t('auditCount', { count: batch.listed.length });
    const listed = batch.listed.slice(0, LISTED_MAX);
    const named = listed.map((value) => names.get(value));
    if (named.every((value) => value !== undefined)) {
      detail += named.map(said).join('') + (batch.listed.length > LISTED_MAX ? ' …' : '');
    } else if (batch.listed.length <= LISTED_MAX) detail += ` ${batch.field} ${batch.listed.join(',')}`;
  } else if (!id && name) detail += said(name.value);
  const noun = plan.noun ? request.t(plan.noun) : plan.call;
  return request.t(sentence, { noun, detail });
}

const notedChanges = new WeakMap<FastifyRequest, Change[]>();

/**
 * Keeps what the call changed, field by field (domain/change-list.ts), for its record: the record
 * of a call that succeeds keeps the list beside its sentence (an empty one: nothing changed).
 */
export function noteChanges(request: FastifyRequest, changes: readonly Change[]): void {
  notedChanges.set(request, [...(notedChanges.get(request) ?? []), ...changes].slice(0, CHANGES_MAX));
}

/**
 * Files the record of a call that has succeeded (`result`: its answer's result, if any). Never
 * throws: the call has happened, and a record that cannot be written is logged instead.
 */
export async function recordCall(
  app: FastifyInstance,
  request: FastifyRequest,
  plan: AuditPlan,
  result: unknown,
): Promise<void> {
  const auth = request.auth;
  if (!auth) return;
  try {
    const menuName = plan.menu ? request.t(plan.menu) : plan.page;
    const ids = plan.subject.records ? unnamedIds(subjectsOf(request, plan, result)) : [];
    const names =
      plan.subject.records && ids.length > 0
        ? await app.repos.logs.namesOf(plan.subject.records, auth.tenant.id, ids)
        : undefined;
    const changes = notedChanges.get(request);
    await app.operationAudit.write({
      ...operationRecord(
        app.config.now(),
        request,
        auth,
        { menuCode: plan.page, menuName },
        sentenceOf(request, plan, result, names),
      ),
      ...(changes ? { changes } : {}),
    });
  } catch (error) {
    request.log.error({ err: error, call: plan.call }, 'operation log record not made');
  }
}
