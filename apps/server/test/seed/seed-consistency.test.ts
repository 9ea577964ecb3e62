import type {
  BodyOf,
  CallName,
  Employee,
  Franchisee,
  Operator,
  OrgRole,
  PickupPoint,
  RoleMenuNode,
  SkuDraft,
  StoreForm,
} from '@rcadmin/contract';
import { skuDraftDefaults } from '@rcadmin/contract/wire';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse as Response } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  employees,
  franchisees,
  operators,
  pickupPoints,
  skus,
  stores,
  tenants,
  users,
} from '../../src/db/schema';
import { DEFAULT_ADMIN_PASSWORD, DEMO_PLATFORM_NUM } from '../../src/seed/demo';
import { LARGE_PLATFORM_NUM, seedLarge } from '../../src/seed/large';
import { TEST_HASH_LOG_N } from '../config';
import { TEST_DATABASES, signedIn, useTestApp, type Agent, type TestApp } from '../helpers';

// Issue 36: a seeded record the product refuses to save back cannot be edited by anyone. Every
// kind of record that has an edit page is read the way that page reads it, mapped to the save body
// the way the page's form maps it, saved through the page's call as the tenant's admin, and read
// again: the save must be accepted and the record read back must give the same body.

/** Records of a kind saved back per seed: all of the demo's, a spread of the large seed's. */
const SAMPLE = { demo: 1_000, large: 50 } as const;
/** Records saved back side by side (PostgreSQL answers several at once). */
const PARALLEL = 4;

/** The large seed at the sizes its own tests use (the full one is 100,000 SKUs and 20,000 employees). */
const LARGE_COUNTS = { goods: { skus: 5_000, brands: 100 }, org: { stores: 450, employees: 2_500 } };

/** Up to `max` of the ids, spread evenly from the first to the last. */
function spread<T>(ids: readonly T[], max: number): T[] {
  if (ids.length <= max) return [...ids];
  return Array.from({ length: max }, (_, i) => ids[Math.floor((i * (ids.length - 1)) / (max - 1))] as T);
}

/** A save's answer: its result, or why it was refused. */
type Answer<T> = { ok: true; result: T } | { ok: false; why: string };

async function answer<N extends CallName>(
  agent: Agent,
  name: N,
  options: { query?: Record<string, string | number>; body?: unknown },
): Promise<Answer<unknown>> {
  const response: Response = await agent.call(name, options);
  const body = response.json() as {
    success: boolean;
    code: string;
    msg: string;
    content?: { result: unknown };
    fieldErrors?: { field: string; msg: string }[];
  };
  if (response.statusCode === 200 && body.success) return { ok: true, result: body.content?.result };
  const fields = (body.fieldErrors ?? []).map((error) => `${error.field}: ${error.msg}`).join('; ');
  return { ok: false, why: `${name} ${body.code} ${body.msg}${fields ? ` (${fields})` : ''}` };
}

/** A load the page needs: its result, or an error that names the call and the record. */
async function load<T>(
  agent: Agent,
  name: CallName,
  options: { query?: Record<string, string | number>; body?: unknown },
): Promise<T> {
  const loaded = await answer(agent, name, options);
  if (!loaded.ok) throw new Error(`${loaded.why} for ${JSON.stringify(options.query ?? options.body)}`);
  return loaded.result as T;
}

// ---- the pages' forms: loaded record → save body, as each form maps it ---------------------------

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * employeeDetail in edit mode (employee-form.ts: formValuesOf, then toEmployeeDraft): every field
 * trimmed, the store roles only with a sign-in name.
 */
function employeeBody(employee: Employee): BodyOf<'employeeSave'> {
  const body: BodyOf<'employeeSave'> = {
    id: employee.id,
    version: employee.version,
    empCode: text(employee.empCode),
    name: text(employee.name),
    mobile: text(employee.mobile),
    email: text(employee.email),
    position: text(employee.position),
    remark: text(employee.remark),
    sex: employee.sex ?? 0,
    cardNo: text(employee.cardNo),
    profies: text(employee.profies),
    headPicKey: employee.headPicKey ?? '',
    wxQRCode: text(employee.wxQRCode),
    loginName: text(employee.loginName),
    deptCode: employee.deptCode ?? '',
    orgCode: text(employee.orgCode),
  };
  if (body.loginName)
    body.storeRoles = employee.storeRoles
      .filter((row) => Boolean(row.storeId))
      .map((row) => ({ storeId: row.storeId, roleIds: [...row.roleIds] }));
  return body;
}

/**
 * editDept (store-form-model.ts: toFormValues, fromFormValues, saveDeptBody): the address as a
 * cascader of the codes up to the first empty one, strings trimmed, no franchisee for a direct
 * store, the attributes without blanks or repeats, the lists as JSON text.
 */
function storeBody(store: StoreForm): BodyOf<'saveDept'> {
  const { province, city, district } = store;
  const area = [province, city, district].filter((_, index, all) =>
    all.slice(0, index + 1).every((code) => code !== ''),
  );
  const merged: StoreForm = {
    ...store,
    province: area[0] ?? '',
    city: area[1] ?? '',
    district: area[2] ?? '',
  };
  for (const [key, value] of Object.entries(merged)) {
    if (typeof value === 'string') (merged as Record<string, unknown>)[key] = value.trim();
    if (value === null || value === undefined) (merged as Record<string, unknown>)[key] = '';
  }
  if (merged.franchiseeType === '1') merged.franchiseeId = '';
  merged.attrList = [...new Set(merged.attrList.map((attr) => attr.trim()).filter(Boolean))];
  return {
    ...merged,
    serveSlots: JSON.stringify(merged.serveSlots),
    attrList: JSON.stringify(merged.attrList),
    version: String(merged.version),
  };
}

/**
 * The role dialog (role-editor.tsx) as a user of every store opens it: name and remark trimmed,
 * the all-stores switch sent except for the admin role (its grants make it tenant-wide).
 */
const roleBody = (role: OrgRole): BodyOf<'roleSave'> => ({
  id: role.id,
  name: role.name.trim(),
  remark: role.remark.trim(),
  ...(role.grantsAll ? {} : { allStores: role.allStores ? ('1' as const) : ('0' as const) }),
});

/**
 * The role page's grants (grant-tree-data.ts: indexMenu, checkedLeavesOf, grantIdsOf): the
 * granted pages of the menu tree, with every node above them, in the menu's order.
 */
function grantBody(roleId: string, tree: readonly RoleMenuNode[], granted: readonly string[]) {
  const order: string[] = [];
  const parentOf = new Map<string, string>();
  const leaves = new Set<string>();
  const visit = (node: RoleMenuNode, parent: string | undefined) => {
    order.push(node.id);
    if (parent !== undefined) parentOf.set(node.id, parent);
    if (node.children.length === 0) leaves.add(node.id);
    for (const child of node.children) visit(child, node.id);
  };
  for (const node of tree) visit(node, undefined);
  const wanted = new Set<string>();
  for (const leaf of granted.filter((id) => leaves.has(id))) {
    let id: string | undefined = leaf;
    while (id !== undefined && !wanted.has(id)) {
      wanted.add(id);
      id = parentOf.get(id);
    }
  }
  return { roleId, resourceIds: order.filter((id) => wanted.has(id)) } satisfies BodyOf<'roleSaveResource'>;
}

/** createFranchisee with ?id= (franchisee-form-page.tsx: valuesOf, then the save). */
function franchiseeBody(franchisee: Franchisee): BodyOf<'franchiseeSave'> {
  const [province = '', city = '', district = ''] = [
    franchisee.province,
    franchisee.city,
    franchisee.district,
  ].filter(Boolean);
  return {
    id: franchisee.id,
    version: String(franchisee.version),
    code: franchisee.code.trim(),
    name: franchisee.name.trim(),
    franchiseeType: franchisee.franchiseeType === 3 ? '3' : '2',
    contactName: text(franchisee.contactName),
    contactPhone: text(franchisee.contactPhone),
    province,
    city,
    district,
    address: text(franchisee.address),
    // The date pickers give back 'YYYY-MM-DD' of what they were given.
    contractStart: franchisee.contractStart,
    contractEnd: franchisee.contractEnd,
    status: franchisee.status === 1 ? '1' : '0',
    remark: text(franchisee.remark),
  };
}

/** 'HH:mm' as the time picker gives back a time it was given ('8:5' comes back '08:05'). */
const hhmm = (time: string) =>
  time
    .split(':')
    .slice(0, 2)
    .map((part) => String(Number(part)).padStart(2, '0'))
    .join(':');

/** createPickup with ?id= (pickup-form-page.tsx: valuesOf, then the save). */
function pickupBody(pickup: PickupPoint): BodyOf<'pickupSave'> {
  const [province = '', city = '', district = ''] = [pickup.province, pickup.city, pickup.district].filter(
    Boolean,
  );
  const hours = pickup.openTime && pickup.closeTime;
  return {
    id: pickup.id,
    version: String(pickup.version),
    name: pickup.name.trim(),
    code: pickup.code.trim(),
    storeId: pickup.storeId ?? '',
    province,
    city,
    district,
    address: text(pickup.address),
    longitude: text(pickup.longitude),
    latitude: text(pickup.latitude),
    contactPhone: text(pickup.contactPhone),
    openTime: hours ? hhmm(pickup.openTime) : '',
    closeTime: hours ? hhmm(pickup.closeTime) : '',
    status: pickup.status === 1 ? '1' : '0',
    remark: text(pickup.remark),
  };
}

/** createOperator with ?id= (operator-form-page.tsx: valuesOf, then the save). */
const operatorBody = (operator: Operator): BodyOf<'operatorSave'> => ({
  id: operator.id,
  version: String(operator.version),
  code: operator.code.trim(),
  name: operator.name.trim(),
  storeId: operator.storeId ?? '',
  employeeId: operator.employeeId ?? '',
  mobile: text(operator.mobile),
  maxDiscount: String(operator.maxDiscount ?? 0),
  status: operator.status === 1 ? '1' : '0',
  remark: text(operator.remark),
});

/**
 * The goods form's draft (sku-form.tsx, stores/sku-draft.ts loadSkuDraft): getSku with loadRate's
 * pack rates over the draft defaults, fields the draft lacks or null left out, sent with the
 * form's comb ('0' from edit/{id}, '1' from cedit/{id}).
 */
function skuBody(sku: SkuDraft, packRates: SkuDraft['packRates'], comb: '0' | '1'): SkuDraft {
  const defaults = skuDraftDefaults(sku.comb === '1' ? '1' : comb);
  const known = Object.fromEntries(
    Object.entries({ ...sku, packRates }).filter(
      ([field, value]) => field in defaults && value !== null && value !== undefined,
    ),
  );
  return { ...defaults, ...structuredClone(known), currentStep: 0, comb };
}

// ---- the kinds ------------------------------------------------------------------------------------

interface Seeded {
  t: TestApp;
  tenantId: number;
  admin: Agent;
}

interface Kind {
  /** The record, as the title names it. */
  name: string;
  /** Requirement ids of its page. */
  ids: string;
  /** The seeded records' ids, in order. */
  list(seeded: Seeded): Promise<string[]>;
  /** Loads the record as its page does and the body its form would save. */
  read(agent: Agent, id: string): Promise<{ body: unknown; save: CallName }>;
}

/** The ids of a tenant's rows of a table, in id order. */
async function rowIds(
  seeded: Seeded,
  table: PgTable & { id: PgColumn; tenantId: PgColumn },
  where?: SQL,
): Promise<string[]> {
  const rows = (await seeded.t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, seeded.tenantId), where))
    .orderBy(asc(table.id))) as { id: number }[];
  return rows.map((row) => String(row.id));
}

/** The form's body without its version (a save moves it on). */
function withoutVersion(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { version: _version, ...rest } = body as Record<string, unknown>;
  return rest;
}

const sku = (comb: '0' | '1'): Pick<Kind, 'list' | 'read'> => ({
  // The recycle bin's SKUs have no edit page until restored.
  list: (seeded) => rowIds(seeded, skus, and(eq(skus.comb, Number(comb)), isNull(skus.deletedAt))),
  async read(agent, id) {
    const [draft, rates] = await Promise.all([
      load<SkuDraft>(agent, 'goodsGetSku', { query: { skuId: id } }),
      load<SkuDraft['packRates']>(agent, 'goodsLoadRate', { query: { skuId: id } }),
    ]);
    return { body: skuBody(draft, rates, comb), save: 'goodsSaveSku' };
  },
});

/** The role menu tree of the tenant, read once per admin (the role page reads it once). */
const menuTrees = new WeakMap<Agent, Promise<RoleMenuNode[]>>();
const menuTreeOf = (agent: Agent) => {
  if (!menuTrees.has(agent))
    menuTrees.set(
      agent,
      load<{ tree: RoleMenuNode[] }>(agent, 'roleMenuTree', { query: {} }).then((menu) => menu.tree),
    );
  return menuTrees.get(agent)!;
};
const roleOf = async (agent: Agent, id: string) => {
  const role = (await load<OrgRole[]>(agent, 'roleList', { query: {} })).find((row) => row.id === id);
  if (!role) throw new Error(`roleList has no role ${id}`);
  return role;
};

const KINDS: Kind[] = [
  {
    name: 'employee',
    ids: '[ORG-10][DATA-20]',
    list: (seeded) => rowIds(seeded, employees),
    read: async (agent, id) => ({
      body: employeeBody(await load<Employee>(agent, 'employeeGet', { query: { id } })),
      save: 'employeeSave',
    }),
  },
  {
    // An account has no form of its own: its sign-in name and store roles are its employee's
    // (/userDetail links there), saved by employeeDetail.
    name: 'account',
    ids: '[ORG-10]',
    list: (seeded) => rowIds(seeded, users),
    async read(agent, id) {
      const account = await load<{ employeeId: string; loginName: string }>(agent, 'userGet', {
        query: { userId: id },
      });
      if (!account.employeeId) throw new Error(`account ${account.loginName} has no employee to edit it by`);
      const employee = await load<Employee>(agent, 'employeeGet', { query: { id: account.employeeId } });
      expect(employee.loginName).toBe(account.loginName);
      return { body: employeeBody(employee), save: 'employeeSave' };
    },
  },
  {
    name: 'store',
    ids: '[ORG-04]',
    list: (seeded) => rowIds(seeded, stores),
    read: async (agent, id) => ({
      body: storeBody(await load<StoreForm>(agent, 'getStore', { query: { id } })),
      save: 'saveDept',
    }),
  },
  {
    name: 'role',
    ids: '[ORG-01]',
    async list(seeded) {
      return (await load<OrgRole[]>(seeded.admin, 'roleList', { query: {} })).map((role) => role.id);
    },
    read: async (agent, id) => ({ body: roleBody(await roleOf(agent, id)), save: 'roleSave' }),
  },
  {
    // The admin role's grants are every page's: its tree is read-only, nothing to save.
    name: "role's grants",
    ids: '[ORG-01]',
    async list(seeded) {
      const roles = await load<OrgRole[]>(seeded.admin, 'roleList', { query: {} });
      return roles.filter((role) => !role.grantsAll).map((role) => role.id);
    },
    async read(agent, id) {
      const [tree, granted] = await Promise.all([
        menuTreeOf(agent),
        load<{ id: string }[]>(agent, 'queryRoleResource', { body: { roleId: id } }),
      ]);
      return {
        body: grantBody(
          id,
          tree,
          granted.map((resource) => resource.id),
        ),
        save: 'roleSaveResource',
      };
    },
  },
  {
    name: 'franchisee',
    ids: '[ORG-07]',
    list: (seeded) => rowIds(seeded, franchisees),
    read: async (agent, id) => ({
      body: franchiseeBody(await load<Franchisee>(agent, 'franchiseeGet', { query: { id } })),
      save: 'franchiseeSave',
    }),
  },
  {
    name: 'pickup point',
    ids: '[ORG-08]',
    list: (seeded) => rowIds(seeded, pickupPoints),
    read: async (agent, id) => ({
      body: pickupBody(await load<PickupPoint>(agent, 'pickupGet', { query: { id } })),
      save: 'pickupSave',
    }),
  },
  {
    name: 'operator',
    ids: '[ORG-11]',
    list: (seeded) => rowIds(seeded, operators),
    read: async (agent, id) => ({
      body: operatorBody(await load<Operator>(agent, 'operatorGet', { query: { id } })),
      save: 'operatorSave',
    }),
  },
  { name: 'SKU', ids: '[GOODS-03][GOODS-04]', ...sku('0') },
  { name: 'combined SKU', ids: '[GOODS-09]', ...sku('1') },
];

const SEEDS = [
  { seed: 'demo', platformNum: DEMO_PLATFORM_NUM },
  { seed: 'large', platformNum: LARGE_PLATFORM_NUM },
] as const;

describe.each(TEST_DATABASES)('seed consistency on %s', (database) => {
  const t = useTestApp(database);
  beforeAll(async () => {
    await seedLarge(t.database.db, {
      passwordHashLogN: TEST_HASH_LOG_N,
      adminPassword: DEFAULT_ADMIN_PASSWORD,
      operationLogRecords: 0,
      counts: LARGE_COUNTS,
      now: t.clock.now(),
    });
  }, 120_000);

  for (const { seed, platformNum } of SEEDS)
    describe(`the ${seed} seed`, () => {
      const seeded = { t } as Seeded;
      const savedBack: string[] = [];
      beforeAll(async () => {
        const [tenant] = await t.database.db
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.platformNum, platformNum));
        seeded.tenantId = tenant!.id;
        seeded.admin = await signedIn(t.app, platformNum, 'admin', DEFAULT_ADMIN_PASSWORD);
      });

      for (const kind of KINDS)
        it(
          `${kind.ids} every ${kind.name} of the ${seed} seed loads as its page loads it and saves back unchanged`,
          { timeout: 120_000 },
          async ({ annotate }) => {
            const started = performance.now();
            const all = await kind.list(seeded);
            const chosen = spread(all, SAMPLE[seed]);
            const problems: string[] = [];
            const saveBack = async (id: string) => {
              try {
                const { body, save } = await kind.read(seeded.admin, id);
                const saved = await answer(seeded.admin, save, { body });
                if (!saved.ok) return problems.push(`${kind.name} ${id}: ${saved.why}`);
                const again = await kind.read(seeded.admin, id);
                if (JSON.stringify(withoutVersion(again.body)) !== JSON.stringify(withoutVersion(body)))
                  problems.push(
                    `${kind.name} ${id}: saved ${JSON.stringify(body)}, read back ${JSON.stringify(again.body)}`,
                  );
              } catch (error) {
                problems.push(
                  `${kind.name} ${id}: ${error instanceof Error ? error.message : String(error)}`,
                );
              }
            };
            const queue = [...chosen];
            await Promise.all(
              Array.from({ length: PARALLEL }, async () => {
                for (let id = queue.shift(); id !== undefined; id = queue.shift()) await saveBack(id);
              }),
            );
            const line = `${chosen.length} ${kind.name} records of ${all.length}`;
            savedBack.push(line);
            await annotate(
              `${seed} seed: saved back ${line} (${Math.round(performance.now() - started)} ms)`,
            );
            expect(problems, `${seed} seed, ${kind.name}`).toEqual([]);
          },
        );

      it(`[SEED-01] the ${seed} seed's records of every kind were saved back`, async ({ annotate }) => {
        await annotate(`${seed} seed saved back: ${savedBack.join(', ')}`);
        expect(savedBack).toHaveLength(KINDS.length);
      });
    });
});
