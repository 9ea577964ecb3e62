import { Code, ORG_PAGES, ok, type Employee, type EmployeeListRow, rowId } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { refuse as refuseSignIn } from '../../../http/sign-in-answer';
import { fileUrl } from '../../../repositories/catalogue';
import type { EmployeeDetail, EmployeeListItem } from '../../../repositories/org-people-employees';
import { asStrategy } from '../../../domain/password-policy';
import { cleanEmployee, employeeProblems, newInitialPassword } from '../../../domain/people-rules';
import { actorOf, auditOf, refusePeople, stepUp } from './audit';

/** Spec §9: the employee list shows 10 rows per page unless asked otherwise. */
export const EMPLOYEE_PAGE_SIZE = 10;

const sexOf = (value: number): 0 | 1 | 2 => (value === 1 || value === 2 ? value : 0);
const activeOf = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** Employees (spec §3 Employee, DATA-20/21): /organization/employeeIndex and employeeDetail. */
export default async function employeeRoutes(app: FastifyInstance) {
  const repo = app.repos.orgPeople;
  const audit = (request: FastifyRequest) => auditOf(app, request, ORG_PAGES.employee, 'logMenuEmployee');
  const picUrl = (key: string | null) => fileUrl(app.config.apiBase, key ?? '');
  const notFound = (request: FastifyRequest) => refusal(request, Code.notFound, 'employeeNotFound');

  /** A row of the list; the employee read alone carries these too. */
  const listRow = (row: EmployeeListItem | EmployeeDetail): EmployeeListRow => ({
    id: String(row.id),
    empCode: row.empCode,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    position: row.position,
    sex: sexOf(row.sex),
    deptCode: row.deptCode,
    deptName: row.deptName,
    loginName: row.loginName,
    headPicUrl: picUrl(row.headPicKey),
    status: activeOf(row.status),
    userStatus: row.userStatus,
    version: row.version,
  });

  const entity = (row: EmployeeDetail): Employee => ({
    ...listRow(row),
    remark: row.remark,
    cardNo: row.cardNo,
    profies: row.profies,
    headPicKey: row.headPicKey ?? '',
    wxQRCode: row.wxQrCode,
    orgCode: row.orgCode,
    userId: row.userId === null ? '' : String(row.userId),
    storeRoles: row.storeRoles,
  });

  defineCall(app, 'employeePageList', async (request) => {
    const { tenant } = sessionOf(request);
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? EMPLOYEE_PAGE_SIZE;
    const result = await repo.employeeList(
      tenant.id,
      { ...request.query, page, limit },
      actorOf(request).scope,
    );
    return ok({ total: result.total, list: result.list.map(listRow), page, limit });
  });

  defineCall(app, 'employeeGet', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    const row = id === undefined ? undefined : await repo.employee(tenant.id, id, actorOf(request).scope);
    return row ? ok(entity(row)) : notFound(request);
  });

  defineCall(app, 'employeeSave', async (request, reply) => {
    const { tenant, user } = sessionOf(request);
    const body = request.body;
    const employee = cleanEmployee(body);
    const problems = employeeProblems(employee);
    if (problems.length > 0) {
      return refusePeople(request, {
        ok: false,
        kind: 'invalid',
        key: problems[0]!.key,
        params: problems[0]!.params,
        fields: problems,
      });
    }
    const id = body.id ? rowId(body.id) : undefined;
    if (body.id && id === undefined) return notFound(request);
    const actor = actorOf(request);
    const current = id === undefined ? undefined : await repo.employee(tenant.id, id, actor.scope);
    if (id !== undefined && !current) return notFound(request);
    // Another person's account mobile is a way into their account (SMS sign-in): the editor's own
    // password confirms the change (step-up).
    if (current?.userId && current.userId !== user.id && current.mobile !== employee.mobile) {
      const refused = await repo.accountChangeRefusal(actor, Number(current.userId));
      if (refused)
        return refusePeople(request, { ...refused, fields: [{ field: 'mobile', key: refused.key }] });
      const confirmed = await stepUp(app, request, body.editorPassword);
      if (confirmed !== true) return confirmed;
    }
    // A new sign-in name makes an account: its initial password is made (and hashed) up front.
    let password: string | undefined;
    let passwordHash: string | undefined;
    if (employee.loginName) {
      if (!current?.loginName) {
        password = newInitialPassword(asStrategy(tenant.pwdManagementStrategy));
        const hash = await app.auth.hashNewPassword(password);
        if (typeof hash !== 'string') return refuseSignIn(request, reply, hash);
        passwordHash = hash;
      }
    }
    const outcome = await repo.saveEmployee(
      tenant.id,
      { id, version: body.version, employee, passwordHash, actor, editorName: user.name },
      audit(request),
      app.config.now(),
    );
    if (!outcome.ok) {
      // The employee got an account between the look above and the save: it changed meanwhile.
      if (outcome.kind === 'needsPassword')
        return refusal(request, Code.staleVersion, 'employeeStale', { name: employee.name });
      return refusePeople(request, outcome);
    }
    const saved = outcome.value;
    return ok({
      id: String(saved.id),
      version: saved.version,
      userId: saved.userId === null ? '' : String(saved.userId),
      initialPassword: saved.accountCreated && password ? password : '',
    });
  });

  defineCall(app, 'employeeUpdateStatus', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    if (id === undefined) return notFound(request);
    const status = request.query.status === '1' ? 1 : 0;
    const outcome = await repo.setEmployeeStatus(
      tenant.id,
      id,
      status,
      actorOf(request),
      audit(request),
      app.config.now(),
    );
    return outcome.ok ? ok({ ...outcome.value, id: String(id) }) : refusePeople(request, outcome);
  });
}
