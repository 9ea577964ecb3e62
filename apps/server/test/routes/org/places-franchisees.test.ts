import { Code, type FranchiseeDraft } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { franchisees } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';
import { PASSWORD, activeStore, fieldErrorsOf, setStore } from './places-support';

const draft = (overrides: Partial<FranchiseeDraft> = {}): FranchiseeDraft => ({
  id: '',
  version: '0',
  code: 'TF-001',
  name: '测试加盟商 Test Franchisee',
  franchiseeType: '2',
  contactName: '王测试',
  contactPhone: '13812345678',
  province: '330000',
  city: '330100',
  district: '330106',
  address: '西湖区文三路 1 号',
  contractStart: '2026-01-01',
  contractEnd: '2028-12-31',
  remark: '测试',
  ...overrides,
});

const save = (agent: Agent, body: FranchiseeDraft) => agent.call('franchiseeSave', { body });

describe.each(TEST_DATABASES)('franchisee calls on %s', (kind) => {
  const t = useTestApp(kind);

  it('[ORG-07] creates a franchisee, reads it back and finds it in the list by keyword, type and status', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const saved = expectOk(await save(admin, draft()), 'franchiseeSave');
    expect(saved.version).toBe(1);
    const read = expectOk(await admin.call('franchiseeGet', { query: { id: saved.id } }), 'franchiseeGet');
    expect(read).toEqual({
      id: saved.id,
      code: 'TF-001',
      name: '测试加盟商 Test Franchisee',
      franchiseeType: 2,
      contactName: '王测试',
      contactPhone: '13812345678',
      province: '330000',
      city: '330100',
      district: '330106',
      address: '西湖区文三路 1 号',
      contractStart: '2026-01-01',
      contractEnd: '2028-12-31',
      status: 1,
      remark: '测试',
      storeCount: 0,
      version: 1,
    });
    const second = expectOk(
      await save(
        admin,
        draft({
          code: 'TF-002',
          name: '联营伙伴 Joint Partner',
          franchiseeType: '3',
          contactPhone: '0571-88886666',
          contractStart: '',
          contractEnd: '',
        }),
      ),
      'franchiseeSave',
    );

    const list = (query: Record<string, string | number>) =>
      admin
        .call('franchiseePageList', { query })
        .then((response) => expectOk(response, 'franchiseePageList'));
    const byCode = await list({ keyword: 'tf-00', pageSize: 10 });
    expect(byCode.total).toBe(2);
    // Newest first.
    expect(byCode.list.map((row) => row.id)).toEqual([second.id, saved.id]);
    expect((await list({ keyword: 'joint' })).list.map((row) => row.code)).toEqual(['TF-002']);
    expect((await list({ keyword: 'TF', franchiseeType: '3' })).list.map((row) => row.code)).toEqual([
      'TF-002',
    ]);
    expect((await list({ keyword: 'TF', status: '0' })).total).toBe(0);
    const paged = await list({ keyword: 'TF-00', pageNo: 2, pageSize: 10 });
    expect(paged).toEqual({ list: [], total: 2 });
    // The keyword's wildcards are plain characters.
    expect((await list({ keyword: '%' })).total).toBe(0);
    // A page size the list does not offer is refused.
    expectFail(await admin.call('franchiseePageList', { query: { pageSize: 30 } }), Code.invalidRequest, 400);
  });

  it('[ORG-07] refuses a used code, a bad phone and a contract ending before it starts, naming the fields, writing nothing', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    expectOk(await save(admin, draft({ code: 'TF-DUP' })), 'franchiseeSave');
    const before = await countRows(t.database, franchisees);

    const duplicate = await save(admin, draft({ code: 'TF-DUP', name: 'Another' }));
    expect(expectFail(duplicate, Code.duplicate, 409).msg).toContain('TF-DUP');
    expect(Object.keys(fieldErrorsOf(duplicate))).toEqual(['code']);

    admin.language = 'en';
    const invalid = await save(
      admin,
      draft({
        code: 'TF 3',
        name: ' ',
        contactPhone: '12345',
        contractStart: '2027-01-01',
        contractEnd: '2026-12-31',
      }),
    );
    expectFail(invalid, Code.invalidValues, 422);
    expect(fieldErrorsOf(invalid)).toEqual({
      code: 'A code has 1 to 32 letters, digits, "-" or "_".',
      name: 'Name is required.',
      contactPhone: 'Enter a mobile number (11 digits) or a landline such as 010-12345678.',
      contractEnd: 'The contract cannot end before it starts.',
    });
    const badDate = await save(admin, draft({ code: 'TF-4', contractStart: '2026-02-30', province: 'zj' }));
    expect(Object.keys(fieldErrorsOf(badDate)).sort()).toEqual(['contractStart', 'province']);
    admin.language = 'zh';
    expect(
      fieldErrorsOf(await save(admin, draft({ code: 'TF-5', contractEnd: '2020-01-01' }))).contractEnd,
    ).toBe('合同结束日期不能早于开始日期');
    // A type other than 2 or 3 is not a franchisee.
    expectFail(
      await save(admin, { ...draft({ code: 'TF-6' }), franchiseeType: '1' as '2' }),
      Code.invalidRequest,
      400,
    );
    expect(await countRows(t.database, franchisees)).toBe(before);
  });

  it('[ORG-07] saves an edit with the version read and refuses an older version (no lost update)', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const created = expectOk(await save(admin, draft({ code: 'TF-EDIT' })), 'franchiseeSave');
    const edited = expectOk(
      await save(
        admin,
        draft({ id: created.id, version: '1', code: 'TF-EDIT', name: 'Renamed', status: '0' }),
      ),
      'franchiseeSave',
    );
    expect(edited).toEqual({ id: created.id, version: 2 });
    const stale = await save(
      admin,
      draft({ id: created.id, version: '1', code: 'TF-EDIT', name: 'Lost update' }),
    );
    expectFail(stale, Code.staleVersion, 409);
    const read = expectOk(await admin.call('franchiseeGet', { query: { id: created.id } }), 'franchiseeGet');
    expect(read).toMatchObject({ name: 'Renamed', status: 0, version: 2 });
    // An edit may keep its own code; an unknown id is not found.
    expectFail(await save(admin, draft({ id: '999999', version: '1', code: 'TF-X' })), Code.notFound, 404);
    expectFail(await admin.call('franchiseeGet', { query: { id: '999999999999' } }), Code.notFound, 404);
  });

  it('[ORG-07] counts the linked stores and refuses to disable a franchisee while one of them is active', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const created = expectOk(await save(admin, draft({ code: 'TF-STORES' })), 'franchiseeSave');
    const store = await activeStore(t, DEMO, 0);
    await setStore(t, store.id, { franchiseeId: Number(created.id) });
    try {
      const [row] = expectOk(
        await admin.call('franchiseePageList', { query: { keyword: 'TF-STORES' } }),
        'franchiseePageList',
      ).list;
      expect(row?.storeCount).toBe(1);

      const refused = await admin.call('franchiseeUpdateStatus', {
        query: { id: created.id, status: '0', version: 1 },
      });
      expect(expectFail(refused, Code.inUse, 409).msg).toContain('1');
      // Once the store is disabled, so may the franchisee be; and enabled again.
      await setStore(t, store.id, { status: 0 });
      const disabled = expectOk(
        await admin.call('franchiseeUpdateStatus', { query: { id: created.id, status: '0', version: 1 } }),
        'franchiseeUpdateStatus',
      );
      expect(disabled.version).toBe(2);
      expectFail(
        await admin.call('franchiseeUpdateStatus', { query: { id: created.id, status: '1', version: 1 } }),
        Code.staleVersion,
        409,
      );
      expectOk(
        await admin.call('franchiseeUpdateStatus', { query: { id: created.id, status: '1', version: 2 } }),
        'franchiseeUpdateStatus',
      );
    } finally {
      await setStore(t, store.id, { status: 1, franchiseeId: null });
    }
  });

  it('[ORG-07] a disabled franchisee takes no new store; a store it already has keeps it on an edit', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const created = expectOk(await save(admin, draft({ code: 'TF-OFF' })), 'franchiseeSave');
    expectOk(
      await admin.call('franchiseeUpdateStatus', { query: { id: created.id, status: '0', version: 1 } }),
      'franchiseeUpdateStatus',
    );
    const refused = await admin.call('saveDept', {
      body: {
        storeid: 'TF-OFF-S1',
        storename: '停用加盟商的门店',
        franchiseeType: '2',
        franchiseeId: created.id,
      },
    });
    expectFail(refused, Code.invalidValues, 422);
    const errors = fieldErrorsOf(refused);
    expect(Object.keys(errors)).toEqual(['franchiseeId']);
    expect(errors.franchiseeId).toContain('测试加盟商 Test Franchisee');

    // A store linked while the franchisee was active is edited without losing the link.
    const store = await activeStore(t, DEMO, 0);
    const before = expectOk(await admin.call('getStore', { query: { id: String(store.id) } }), 'getStore');
    await setStore(t, store.id, { franchiseeId: Number(created.id), franchiseeType: 2 });
    try {
      const form = expectOk(await admin.call('getStore', { query: { id: String(store.id) } }), 'getStore');
      expectOk(
        await admin.call('saveDept', {
          body: {
            id: form.id,
            version: form.version,
            storeid: form.storeid,
            storename: form.storename,
            phone: '021-55550000',
          },
        }),
        'saveDept',
      );
      const kept = expectOk(await admin.call('getStore', { query: { id: String(store.id) } }), 'getStore');
      expect(kept.franchiseeId).toBe(created.id);
    } finally {
      await setStore(t, store.id, { franchiseeId: null, franchiseeType: Number(before.franchiseeType) });
    }
  });

  it('[ORG-07] another tenant neither sees nor changes the franchisee', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const created = expectOk(await save(admin, draft({ code: 'TF-MINE' })), 'franchiseeSave');
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expectFail(await strict.call('franchiseeGet', { query: { id: created.id } }), Code.notFound, 404);
    expectFail(
      await strict.call('franchiseeUpdateStatus', { query: { id: created.id, status: '0', version: 1 } }),
      Code.notFound,
      404,
    );
    expectFail(
      await save(strict, draft({ id: created.id, version: '1', code: 'TF-MINE' })),
      Code.notFound,
      404,
    );
    const theirs = expectOk(
      await strict.call('franchiseePageList', { query: { keyword: 'TF-MINE' } }),
      'franchiseePageList',
    );
    expect(theirs.total).toBe(0);
    // Codes are unique per tenant: the other tenant may use the same one.
    expectOk(await save(strict, draft({ code: 'TF-MINE' })), 'franchiseeSave');
    const mine = expectOk(await admin.call('franchiseeGet', { query: { id: created.id } }), 'franchiseeGet');
    expect(mine.version).toBe(1);
  });

  it('[ORG-07] is refused to a session whose role does not grant the franchisee page', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    expectFail(await clerk.call('franchiseePageList'), Code.forbidden, 403);
    expectFail(await save(clerk, draft({ code: 'TF-CLERK' })), Code.forbidden, 403);
  });
});
