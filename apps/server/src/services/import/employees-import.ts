import type { employees } from '../../db/schema';
import { lockTenant } from '../../db/sql-helpers';
import { cleanEmployee, employeeProblems, type CleanEmployee } from '../../domain/people-rules';
import { Choices, cellProblems, formProblem } from './import-cells';
import type { ImportDefinition, RowProblem } from './import-types';
import { empCodesTaken, insertEmployees, mobileHolders } from '../../repositories/org-people-employees';
import { storeNames } from '../../repositories/org-stores';

/** An employee row as checked: the employee form's fields an import fills. */
export type EmployeeValue = Pick<
  CleanEmployee,
  'empCode' | 'name' | 'mobile' | 'email' | 'position' | 'remark' | 'sex' | 'cardNo' | 'deptCode' | 'orgCode'
>;

const SEXES = new Choices([
  ['0', 'importSexUnknown'],
  ['1', 'importSexMale'],
  ['2', 'importSexFemale'],
] as const);

/** The form's text limits (employeeSave's schema); codes and formats are the form's rules. */
const LIMITS = {
  name: 50,
  mobile: 20,
  email: 100,
  position: 50,
  remark: 500,
  cardNo: 32,
  deptCode: 64,
  orgCode: 64,
};

/**
 * Employees (the employee form, employeeSave): a code and a mobile unique in the tenant, a name,
 * the form's formats, a department that is a store of the tenant. No sign-in account is made: an
 * account is given on the employee's page, where its initial password is shown once.
 */
export const employeesImport: ImportDefinition<EmployeeValue, null> = {
  type: 'employees',
  label: 'importTypeEmployees',
  columns: [
    { key: 'empCode', header: 'colEmpCode', required: true, width: 14, note: 'noteEmpCode' },
    { key: 'name', header: 'colEmpName', required: true, width: 14 },
    { key: 'mobile', header: 'colMobile', required: true, width: 16, note: 'noteMobile' },
    { key: 'sex', header: 'colSex', required: false, width: 8 },
    { key: 'email', header: 'colEmail', required: false, width: 24 },
    { key: 'position', header: 'colPosition', required: false, width: 14 },
    { key: 'deptCode', header: 'colDeptCode', required: false, width: 14, note: 'noteDeptCode' },
    { key: 'cardNo', header: 'colCardNo', required: false, width: 20 },
    { key: 'orgCode', header: 'colOrgCode', required: false, width: 14 },
    { key: 'remark', header: 'colRemark', required: false, width: 24 },
  ],

  prepare: async () => null,

  options: (_lookups, t) => ({ sex: SEXES.labels(t) }),

  check(cells, _lookups, context) {
    const { t } = context;
    const problems = cellProblems(employeesImport.columns, cells, LIMITS);
    const sex = SEXES.read(cells, 'sex', '0', t, problems) ?? '0';
    const text = (key: string) => cells[key] ?? '';
    const employee = cleanEmployee({
      empCode: text('empCode'),
      name: text('name'),
      mobile: text('mobile'),
      email: text('email'),
      position: text('position'),
      remark: text('remark'),
      sex: Number(sex),
      cardNo: text('cardNo'),
      deptCode: text('deptCode'),
      orgCode: text('orgCode'),
    });
    // The form's own rules, on the columns whose cells passed the checks above.
    const refused = new Set(problems.map((problem) => problem.column));
    for (const problem of employeeProblems(employee)) {
      if (!refused.has(problem.field))
        problems.push(formProblem(problem.field, problem.key, problem.params, t));
    }
    if (problems.length > 0) return { problems };
    const { empCode, name, mobile, email, position, remark, cardNo, deptCode, orgCode } = employee;
    return {
      problems,
      value: { empCode, name, mobile, email, position, remark, sex: employee.sex, cardNo, deptCode, orgCode },
    };
  },

  uniqueKeys: (value) => [`empCode:${value.empCode}`, `mobile:${value.mobile}`],

  async write(tx, values, _lookups, context) {
    const problems = new Map<number, RowProblem[]>();
    if (values.length === 0) return problems;
    const { tenantId, now } = context;
    // Codes are unique in the tenant: the employee form's save takes the same lock.
    await lockTenant(tx, 'employee', tenantId);
    const deptCodes = [...new Set(values.map((value) => value.deptCode).filter(Boolean))];
    const usedCodes = await empCodesTaken(
      tx,
      tenantId,
      values.map((value) => value.empCode),
    );
    const mobileUser = await mobileHolders(
      tx,
      tenantId,
      values.map((value) => value.mobile),
    );
    const knownDepts = await storeNames(tx, tenantId, deptCodes);
    const rows: { index: number; row: typeof employees.$inferInsert }[] = [];
    values.forEach((value, index) => {
      const found: RowProblem[] = [];
      if (usedCodes.has(value.empCode))
        found.push({ column: 'empCode', key: 'empCodeUsed', params: { code: value.empCode } });
      const user = mobileUser.get(value.mobile);
      if (user !== undefined)
        found.push({
          column: 'mobile',
          key: 'importMobileUsed',
          params: { mobile: value.mobile, name: user },
        });
      if (value.deptCode !== '' && !knownDepts.has(value.deptCode))
        found.push({ column: 'deptCode', key: 'employeeDeptUnknown', params: { code: value.deptCode } });
      // No way sideways: an uploader who holds some stores files employees into those only.
      else if (context.storeCodes !== null && !context.storeCodes.includes(value.deptCode))
        found.push({ column: 'deptCode', key: 'storeOutOfScope', params: { store: value.deptCode || '-' } });
      if (found.length > 0) {
        problems.set(index, found);
        return;
      }
      rows.push({
        index,
        row: { tenantId, ...value, status: 1, createdAt: now, updatedAt: now, version: 1 },
      });
    });
    if (rows.length === 0) return problems;
    // An employee written meanwhile by a path that takes no lock keeps its code: that row is refused.
    const inserted = await insertEmployees(
      tx,
      rows.map((entry) => entry.row),
    );
    for (const { index, row } of rows) {
      if (!inserted.has(row.empCode))
        problems.set(index, [{ column: 'empCode', key: 'empCodeUsed', params: { code: row.empCode } }]);
    }
    return problems;
  },
};
