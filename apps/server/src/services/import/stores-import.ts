import { type AreaInfo, type StoreForm, storeFormDefaults } from '@rcadmin/contract';
import type { stores } from '../../db/schema';
import { lockTenant } from '../../db/sql-helpers';
import { heldFranchisees } from '../../repositories/franchisees';
import { columnsOf, insertStores, storeNames } from '../../repositories/org-stores';
import { areasUnder } from '../../domain/goods-areas';
import { checkStoreForm } from '../../domain/store-rules';
import { Choices, cellProblems, formProblem } from './import-cells';
import type { ImportDefinition, RowCells, RowProblem } from './import-types';

/** A store row as checked: the store form it makes, and its franchisee's code ('' for none). */
export interface StoreValue {
  form: StoreForm;
  franchiseeCode: string;
}

const TYPES = new Choices([
  ['1', 'deptType1'],
  ['2', 'deptType2'],
  ['3', 'deptType3'],
] as const);
const FRANCHISEE_TYPES = new Choices([
  ['1', 'deptFranchiseeType1'],
  ['2', 'deptFranchiseeType2'],
  ['3', 'deptFranchiseeType3'],
] as const);

/** The form's text limits (saveDept.do's schema); codes and formats are the form's rules. */
const LIMITS = {
  storename: 100,
  franchiseeCode: 64,
  leaderOneName: 50,
  leaderOnePhone: 20,
  serviceHotline: 20,
  province: 20,
  city: 20,
  district: 20,
  address: 200,
  openTimeNew: 10,
  longitude: 16,
  latitude: 16,
  storeNotes: 500,
};

/** The form fields a row fills, each from the column of the same key. */
const TEXT_FIELDS = [
  'storeid',
  'storename',
  'leaderOneName',
  'leaderOnePhone',
  'serviceHotline',
  'address',
  'openTimeNew',
  'longitude',
  'latitude',
  'storeNotes',
] as const;

/**
 * The GB/T 2260 codes of the address: each level by its name ('广东省') or code, looked up under
 * the level above. A cell that names no area stays as written, for the form's rules to refuse.
 */
function areaCodes(cells: RowCells): Pick<StoreForm, 'province' | 'city' | 'district'> {
  const codes = { province: '', city: '', district: '' };
  let parent: string | undefined;
  let known = true;
  for (const level of ['province', 'city', 'district'] as const) {
    const value = cells[level] ?? '';
    if (value === '') {
      known = false;
      continue;
    }
    const under: AreaInfo[] =
      level === 'province' ? areasUnder(undefined) : known && parent ? areasUnder(parent) : [];
    const area = under.find((entry) => entry.code === value || entry.name === value);
    codes[level] = area?.code ?? value;
    parent = area?.code;
    known = area !== undefined;
  }
  return codes;
}

/**
 * Stores, departments and warehouses (the store form, saveDept.do): a code unique in the tenant, a
 * name, a type, and the form's rules for phones, the address, the opening date and coordinates.
 * New stores take the form's defaults for everything else (active, delivery settings…).
 */
export const storesImport: ImportDefinition<StoreValue, null> = {
  type: 'stores',
  label: 'importTypeStores',
  columns: [
    { key: 'storeid', header: 'colStoreCode', required: true, width: 14, note: 'noteStoreCode' },
    { key: 'storename', header: 'colStoreName', required: true, width: 24 },
    { key: 'type', header: 'colStoreType', required: true, width: 10 },
    {
      key: 'franchiseeType',
      header: 'colFranchiseeType',
      required: false,
      width: 12,
      note: 'noteFranchiseeType',
    },
    {
      key: 'franchiseeCode',
      header: 'colFranchiseeCode',
      required: false,
      width: 14,
      note: 'noteFranchiseeCode',
    },
    { key: 'leaderOneName', header: 'colLeaderName', required: false, width: 12 },
    { key: 'leaderOnePhone', header: 'colLeaderPhone', required: false, width: 16, note: 'notePhone' },
    { key: 'serviceHotline', header: 'colHotline', required: false, width: 16, note: 'noteHotline' },
    { key: 'province', header: 'colProvince', required: false, width: 14, note: 'noteArea' },
    { key: 'city', header: 'colCity', required: false, width: 14, note: 'noteArea' },
    { key: 'district', header: 'colDistrict', required: false, width: 14, note: 'noteArea' },
    { key: 'address', header: 'colAddress', required: false, width: 30 },
    { key: 'openTimeNew', header: 'colOpenDate', required: false, width: 12, note: 'noteDate' },
    { key: 'longitude', header: 'colLongitude', required: false, width: 12, note: 'noteCoordinate' },
    { key: 'latitude', header: 'colLatitude', required: false, width: 12, note: 'noteCoordinate' },
    { key: 'storeNotes', header: 'colRemark', required: false, width: 24 },
  ],

  prepare: async () => null,

  options: (_lookups, t) => ({
    type: TYPES.labels(t),
    franchiseeType: FRANCHISEE_TYPES.labels(t),
    province: areasUnder(undefined).map((area) => area.name),
  }),

  check(cells, _lookups, context) {
    const { t } = context;
    const problems = cellProblems(storesImport.columns, cells, LIMITS);
    const type = TYPES.read(cells, 'type', '1', t, problems) ?? '1';
    const franchiseeType = FRANCHISEE_TYPES.read(cells, 'franchiseeType', '1', t, problems) ?? '1';
    const franchiseeCode = cells.franchiseeCode ?? '';
    if (franchiseeCode !== '' && franchiseeType === '1')
      problems.push({ column: 'franchiseeCode', key: 'importFranchiseeDirect' });
    const form: StoreForm = { ...storeFormDefaults(), type, franchiseeType, ...areaCodes(cells) };
    for (const field of TEXT_FIELDS) form[field] = cells[field] ?? '';
    // The form's own rules, on the columns whose cells passed the checks above.
    const refused = new Set(problems.map((problem) => problem.column));
    for (const problem of checkStoreForm(form)) {
      if (!refused.has(problem.field))
        problems.push(formProblem(problem.field, problem.key, problem.params, t));
    }
    if (problems.length > 0) return { problems };
    return { problems, value: { form, franchiseeCode } };
  },

  uniqueKeys: (value) => [`storeid:${value.form.storeid}`],

  async write(tx, values, _lookups, context) {
    const problems = new Map<number, RowProblem[]>();
    if (values.length === 0) return problems;
    const { tenantId, now } = context;
    // A new store is held by nobody: an uploader who holds some stores only would create stores they
    // cannot see again. As in the store form, creating stores is for tenant-wide users.
    if (context.storeCodes !== null) {
      values.forEach((_, index) => problems.set(index, [{ column: 'storeid', key: 'deptCreateTenantWide' }]));
      return problems;
    }
    // Codes are unique in the tenant: the store form's save takes the same lock.
    await lockTenant(tx, 'store-code', tenantId);
    const franchiseeCodes = [...new Set(values.map((value) => value.franchiseeCode).filter(Boolean))];
    const usedBy = await storeNames(
      tx,
      tenantId,
      values.map((value) => value.form.storeid),
    );
    const partnerOf = await heldFranchisees(tx, tenantId, franchiseeCodes);
    const rows: { index: number; row: typeof stores.$inferInsert }[] = [];
    values.forEach((value, index) => {
      const { form, franchiseeCode } = value;
      const found: RowProblem[] = [];
      const user = usedBy.get(form.storeid);
      if (user !== undefined)
        found.push({ column: 'storeid', key: 'deptCodeUsed', params: { code: form.storeid, name: user } });
      const partner = franchiseeCode === '' ? undefined : partnerOf.get(franchiseeCode);
      if (franchiseeCode !== '' && !partner)
        found.push({
          column: 'franchiseeCode',
          key: 'deptFranchiseeUnknown',
          params: { value: franchiseeCode },
        });
      // A disabled franchisee takes no new stores (the form's rule).
      else if (partner && partner.status !== 1)
        found.push({
          column: 'franchiseeCode',
          key: 'deptFranchiseeDisabled',
          params: { name: partner.name },
        });
      if (found.length > 0) {
        problems.set(index, found);
        return;
      }
      const checked = { ...form, franchiseeId: partner ? String(partner.id) : '' };
      rows.push({
        index,
        row: {
          tenantId,
          ...columnsOf(checked),
          status: Number(checked.status),
          createdAt: now,
          updatedAt: now,
          version: 1,
        },
      });
    });
    if (rows.length === 0) return problems;
    // A store written meanwhile by a path that takes no lock (a seed) keeps its code: that row is refused.
    const inserted = await insertStores(
      tx,
      rows.map((entry) => entry.row),
    );
    for (const { index, row } of rows) {
      if (!inserted.has(row.storeCode))
        problems.set(index, [{ column: 'storeid', key: 'importCodeUsed', params: { code: row.storeCode } }]);
    }
    return problems;
  },
};
