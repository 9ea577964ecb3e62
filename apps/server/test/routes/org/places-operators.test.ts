import { Code, type OperatorDraft } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { operators } from '../../../src/db/schema';
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
import { PASSWORD, activeStore, fieldErrorsOf, newEmployee } from './places-support';

const draft = (storeId: number, overrides: Partial<OperatorDraft> = {}): OperatorDraft => ({
  id: '',
  version: '0',
  code: 'TO-001',
  name: '测试收银 Test Cashier',
  storeId: String(storeId),
  employeeId: '',
  mobile: '13912345678',
  maxDiscount: '15',
  remark: '',
  ...overrides,
});

const save = (agent: Agent, body: OperatorDraft) => agent.call('operatorSave', { body });

describe.each(TEST_DATABASES)('operator archive calls on %s', (kind) => {
  const t = useTestApp(kind);

  it('[ORG-11] creates an operator of a store, optionally an employee, and lists it', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 0);
    const employeeId = await newEmployee(t, DEMO, 'TE-OP-1', '操作员员工');
    const saved = expectOk(
      await save(admin, draft(store.id, { employeeId: String(employeeId) })),
      'operatorSave',
    );
    expect(expectOk(await admin.call('operatorGet', { query: { id: saved.id } }), 'operatorGet')).toEqual({
      id: saved.id,
      code: 'TO-001',
      name: '测试收银 Test Cashier',
      storeId: String(store.id),
      storeName: store.name,
      employeeId: String(employeeId),
      employeeName: '操作员员工',
      mobile: '13912345678',
      maxDiscount: 15,
      status: 1,
      remark: '',
      version: 1,
    });
    // No employee, no discount: 0.
    const plain = expectOk(
      await save(admin, draft(store.id, { code: 'TO-002', name: 'Temp till', maxDiscount: '', mobile: '' })),
      'operatorSave',
    );
    expect(
      expectOk(await admin.call('operatorGet', { query: { id: plain.id } }), 'operatorGet'),
    ).toMatchObject({
      employeeId: '',
      employeeName: '',
      maxDiscount: 0,
    });
    const list = (query: Record<string, string | number>) =>
      admin.call('operatorPageList', { query }).then((response) => expectOk(response, 'operatorPageList'));
    expect((await list({ keyword: 'TO-00' })).list.map((row) => row.code)).toEqual(['TO-002', 'TO-001']);
    expect((await list({ keyword: 'temp' })).total).toBe(1);
    expect((await list({ keyword: 'TO-00', storeId: String(store.id), status: '1' })).total).toBe(2);

    const disabled = expectOk(
      await admin.call('operatorUpdateStatus', { query: { id: plain.id, status: '0', version: 1 } }),
      'operatorUpdateStatus',
    );
    expect(disabled.version).toBe(2);
    expect((await list({ keyword: 'TO-00', status: '0' })).list.map((row) => row.code)).toEqual(['TO-002']);
    expectFail(
      await admin.call('operatorUpdateStatus', { query: { id: plain.id, status: '1', version: 1 } }),
      Code.staleVersion,
      409,
    );
  });

  it('[ORG-11] refuses a discount outside 0..100, a foreign store or employee and a used code', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 0);
    const strictStore = await activeStore(t, STRICT, 0);
    const strictEmployee = await newEmployee(t, STRICT, 'TE-STRICT', 'Strict employee');
    const leaver = await newEmployee(t, DEMO, 'TE-LEFT', '已离职', 0);
    expectOk(await save(admin, draft(store.id, { code: 'TO-TAKEN' })), 'operatorSave');
    const before = await countRows(t.database, operators);

    admin.language = 'es';
    const discount = await save(admin, draft(store.id, { code: 'TO-X', maxDiscount: '101' }));
    expectFail(discount, Code.invalidValues, 422);
    expect(fieldErrorsOf(discount)).toEqual({
      maxDiscount: 'El descuento máximo es un número entero de 0 a 100.',
    });
    expect(
      Object.keys(fieldErrorsOf(await save(admin, draft(store.id, { code: 'TO-X', maxDiscount: '-5' })))),
    ).toEqual(['maxDiscount']);
    expect(
      Object.keys(fieldErrorsOf(await save(admin, draft(store.id, { code: 'TO-X', maxDiscount: '12.5' })))),
    ).toEqual(['maxDiscount']);
    expect(
      Object.keys(fieldErrorsOf(await save(admin, draft(store.id, { code: 'TO-X', mobile: '12345' })))),
    ).toEqual(['mobile']);
    const foreign = await save(
      admin,
      draft(strictStore.id, { code: 'TO-X', employeeId: String(strictEmployee) }),
    );
    expectFail(foreign, Code.invalidValues, 422);
    expect(Object.keys(fieldErrorsOf(foreign)).sort()).toEqual(['employeeId', 'storeId']);
    const left = await save(admin, draft(store.id, { code: 'TO-X', employeeId: String(leaver) }));
    expect(fieldErrorsOf(left).employeeId).toContain('已离职');
    const taken = await save(admin, draft(store.id, { code: 'TO-TAKEN' }));
    expectFail(taken, Code.duplicate, 409);
    expect(Object.keys(fieldErrorsOf(taken))).toEqual(['code']);
    expect(await countRows(t.database, operators)).toBe(before);
  });

  it('[ORG-11] another tenant neither sees nor changes the operator', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 0);
    const created = expectOk(await save(admin, draft(store.id, { code: 'TO-MINE' })), 'operatorSave');
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expectFail(await strict.call('operatorGet', { query: { id: created.id } }), Code.notFound, 404);
    expectFail(
      await strict.call('operatorUpdateStatus', { query: { id: created.id, status: '0', version: 1 } }),
      Code.notFound,
      404,
    );
    const strictStore = await activeStore(t, STRICT, 0);
    expectFail(
      await save(strict, draft(strictStore.id, { id: created.id, version: '1', code: 'TO-MINE' })),
      Code.notFound,
      404,
    );
    expect(
      expectOk(await strict.call('operatorPageList', { query: { keyword: 'TO-MINE' } }), 'operatorPageList')
        .total,
    ).toBe(0);
  });

  it('[ORG-11] the operator calls answer only a session whose role grants the operator archive', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const store = await activeStore(t, DEMO, 0);
    expectFail(await clerk.call('operatorPageList'), Code.forbidden, 403);
    expectFail(await clerk.call('operatorGet', { query: { id: '1' } }), Code.forbidden, 403);
    expectFail(await save(clerk, draft(store.id, { code: 'TO-CLERK' })), Code.forbidden, 403);
    expectFail(
      await clerk.call('operatorUpdateStatus', { query: { id: '1', status: '0', version: 1 } }),
      Code.forbidden,
      403,
    );
  });
});
