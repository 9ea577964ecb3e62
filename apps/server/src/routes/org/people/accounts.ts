import { Code, ORG_PAGES, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { refuse as refuseSignIn } from '../../../http/sign-in-answer';
import { asStrategy } from '../../../domain/password-policy';
import { newInitialPassword } from '../../../domain/people-rules';
import { actorOf, auditOf, refusePeople, stepUp } from './audit';
import { EMPLOYEE_PAGE_SIZE } from './employees';

/** Sign-in accounts (/userManagement, /userDetail) and third-party staff (/erpEmpRelation/list). */
export default async function accountRoutes(app: FastifyInstance) {
  const repo = app.repos.orgPeople;
  const audit = (request: FastifyRequest) => auditOf(app, request, ORG_PAGES.employee, 'logMenuEmployee');
  const noAccount = (request: FastifyRequest) => refusal(request, Code.notFound, 'accountNotFound');

  defineCall(app, 'userPageList', async (request) => {
    const { tenant } = sessionOf(request);
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? EMPLOYEE_PAGE_SIZE;
    const result = await repo.accountList(
      tenant.id,
      { ...request.query, page, limit },
      actorOf(request).scope,
    );
    return ok({ ...result, page, limit });
  });

  defineCall(app, 'userGet', async (request) => {
    const { tenant } = sessionOf(request);
    const userId = rowId(request.query.userId);
    const account =
      userId === undefined ? undefined : await repo.account(tenant.id, userId, actorOf(request).scope);
    return account ? ok(account) : noAccount(request);
  });

  defineCall(app, 'userLock', async (request) => {
    const { tenant } = sessionOf(request);
    const userId = rowId(request.body.userId);
    if (userId === undefined) return noAccount(request);
    const outcome = await repo.lockAccount(tenant.id, userId, actorOf(request), audit(request));
    return outcome.ok ? ok(outcome.value) : refusePeople(request, outcome);
  });

  defineCall(app, 'userUnlock', async (request) => {
    const { tenant } = sessionOf(request);
    const userId = rowId(request.body.userId);
    if (userId === undefined) return noAccount(request);
    const outcome = await repo.unlockAccount(tenant.id, userId, actorOf(request), audit(request));
    return outcome.ok ? ok(outcome.value) : refusePeople(request, outcome);
  });

  defineCall(app, 'userResetPassword', async (request, reply) => {
    const { tenant, user } = sessionOf(request);
    const userId = rowId(request.body.userId);
    if (userId === undefined) return noAccount(request);
    if (userId === user.id) return refusal(request, Code.invalidValues, 'accountSelfRefused');
    // Nothing is said of an account outside the caller's reach before their password is checked.
    const actor = actorOf(request);
    if (!(await repo.account(tenant.id, userId, actor.scope))) return noAccount(request);
    const refused = await repo.accountChangeRefusal(actor, userId);
    if (refused) return refusePeople(request, refused);
    const confirmed = await stepUp(app, request, request.body.editorPassword);
    if (confirmed !== true) return confirmed;
    const password = newInitialPassword(asStrategy(tenant.pwdManagementStrategy));
    const hash = await app.auth.hashNewPassword(password);
    if (typeof hash !== 'string') return refuseSignIn(request, reply, hash);
    const outcome = await repo.resetAccountPassword(
      tenant.id,
      userId,
      actor,
      user.name,
      hash,
      audit(request),
      app.config.now(),
    );
    return outcome.ok
      ? ok({ userId: String(userId), initialPassword: password })
      : refusePeople(request, outcome);
  });

  // ---- third-party staff

  defineCall(app, 'erpEmpPageList', async (request) => {
    const { tenant } = sessionOf(request);
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? EMPLOYEE_PAGE_SIZE;
    const result = await repo.erpEmpList(tenant.id, { ...request.query, page, limit });
    return ok({ ...result, page, limit });
  });

  defineCall(app, 'erpEmpSave', async (request) => {
    const { tenant } = sessionOf(request);
    const body = request.body;
    const erpSystem = body.erpSystem.trim();
    const erpEmpCode = body.erpEmpCode.trim();
    const employeeId = rowId(body.employeeId);
    const fields = [
      erpSystem === '' ? { field: 'erpSystem', key: 'erpSystemRequired' as const } : undefined,
      erpEmpCode === '' ? { field: 'erpEmpCode', key: 'erpEmpCodeRequired' as const } : undefined,
      body.employeeId === '' ? { field: 'employeeId', key: 'erpEmpEmployeeRequired' as const } : undefined,
    ].filter((problem) => problem !== undefined);
    const [first] = fields;
    if (first) return refusePeople(request, { ok: false, kind: 'invalid', key: first.key, fields });
    if (employeeId === undefined) {
      return refusal(request, Code.invalidValues, 'employeeNotFound', undefined, {
        fieldErrors: [{ field: 'employeeId', msg: request.t('employeeNotFound') }],
      });
    }
    const id = body.id ? rowId(body.id) : undefined;
    if (body.id && id === undefined) return refusal(request, Code.notFound, 'erpEmpNotFound');
    const outcome = await repo.saveErpEmp(
      tenant.id,
      id,
      { erpSystem, erpEmpCode, erpEmpName: body.erpEmpName?.trim() ?? '', employeeId },
      audit(request),
      app.config.now(),
    );
    if (!outcome.ok) return refusePeople(request, outcome);
    const saved = await repo.erpEmp(tenant.id, outcome.value);
    return saved ? ok(saved) : refusal(request, Code.notFound, 'erpEmpNotFound');
  });

  defineCall(app, 'erpEmpDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    if (id === undefined) return refusal(request, Code.notFound, 'erpEmpNotFound');
    const outcome = await repo.deleteErpEmp(tenant.id, id, audit(request));
    return outcome.ok ? ok(true) : refusePeople(request, outcome);
  });
}
