import { Code, ok, storeFormDefaults, rowId, type StoreForm } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { noteChanges } from '../../../http/call-audit';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { scopeOf } from '../../../http/store-scope';
import { changesOf } from '../../../domain/change-list';
import { STORE_CHANGE_FIELDS, storeStatusValue } from '../../../domain/change-fields';
import { fieldErrors } from '../../../domain/goods-rules';
import { checkStoreForm, mergeStoreForm, nextStoreCode } from '../../../domain/store-rules';

/**
 * The store form: reading a store, proposing a code, saving, and the status switch. A store outside
 * the user's scope answers as not found; creating a store is for tenant-wide users (4030 otherwise).
 */
export default async function storeFormRoutes(app: FastifyInstance) {
  /** The form with its franchisee's name, as the operation log's change list compares it. */
  const named = async (tenantId: number, form: StoreForm) => {
    const id = rowId(form.franchiseeId);
    const franchisee = id === undefined ? undefined : await app.repos.franchisees.get(tenantId, id);
    return { ...form, franchiseeName: franchisee?.name ?? form.franchiseeId };
  };

  defineCall(app, 'getStore', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.id);
    const form =
      id === undefined ? undefined : await app.repos.orgStores.form(tenant.id, id, scopeOf(request));
    if (!form) return refusal(request, Code.notFound, 'deptNotFound');
    return ok(form);
  });

  defineCall(app, 'generateStoreId', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(nextStoreCode(await app.repos.orgStores.codes(tenant.id)));
  });

  defineCall(app, 'saveDept', async (request) => {
    const { tenant } = sessionOf(request);
    const { body } = request;
    const t = request.t.bind(request);
    const creating = (body.id ?? '') === '';
    const id = creating ? undefined : rowId(body.id ?? '');
    if (!creating && body.version === undefined) {
      return refusal(request, Code.invalidValues, 'deptVersionRequired', undefined, {
        fieldErrors: [{ field: 'version', msg: t('deptVersionRequired') }],
      });
    }
    let compared: { before: StoreForm | undefined; after: StoreForm } | undefined;
    const outcome = await app.repos.orgStores.save(
      tenant.id,
      creating,
      id,
      (stored) => {
        const { form, problems } = mergeStoreForm(stored ?? storeFormDefaults(), body);
        // The status changes through updateDeptYn.do only, where its rules are.
        if (stored) form.status = stored.status;
        form.id = stored?.id ?? '';
        compared = { before: stored, after: form };
        return { form, problems: [...problems, ...checkStoreForm(form)] };
      },
      app.config.now(),
      scopeOf(request),
    );
    switch (outcome.kind) {
      case 'saved':
        if (compared) {
          const { before, after } = compared;
          noteChanges(
            request,
            changesOf(
              before && (await named(tenant.id, before)),
              await named(tenant.id, after),
              STORE_CHANGE_FIELDS,
            ),
          );
        }
        return ok({ id: String(outcome.id), version: outcome.version });
      case 'notFound':
        return refusal(request, Code.notFound, 'deptNotFound');
      case 'createRefused':
        return refusal(request, Code.forbidden, 'deptCreateTenantWide');
      case 'stale':
        return refusal(request, Code.staleVersion, 'deptStaleVersion', { store: outcome.storeName });
      case 'duplicate': {
        const params = { code: outcome.code, name: outcome.storeName };
        return refusal(request, Code.duplicate, 'deptCodeUsed', params, {
          fieldErrors: [{ field: 'storeid', msg: t('deptCodeUsed', params) }],
        });
      }
      case 'codeInUse': {
        const params = { code: outcome.code, count: outcome.employees };
        return refusal(request, Code.inUse, 'deptCodeInUse', params, {
          fieldErrors: [{ field: 'storeid', msg: t('deptCodeInUse', params) }],
        });
      }
      case 'problems':
        return refusal(request, Code.invalidValues, 'deptInvalidValues', undefined, {
          fieldErrors: fieldErrors(outcome.problems, t),
        });
    }
  });

  defineCall(app, 'updateDeptYn', async (request) => {
    const { tenant, session } = sessionOf(request);
    const id = rowId(request.query.id);
    if (id === undefined) return refusal(request, Code.notFound, 'deptNotFound');
    const before = await app.repos.orgStores.form(tenant.id, id, scopeOf(request));
    const outcome = await app.repos.orgStores.setStatus(
      tenant.id,
      id,
      request.query.status,
      session.currentStoreId,
      app.config.now(),
      scopeOf(request),
    );
    switch (outcome.kind) {
      case 'done':
        if (before && before.status !== outcome.status) {
          noteChanges(request, [
            {
              field: 'changeStoreStatus',
              from: storeStatusValue(before.status),
              to: storeStatusValue(outcome.status),
            },
          ]);
        }
        return ok({ id: String(id), status: outcome.status, version: outcome.version });
      case 'notFound':
        return refusal(request, Code.notFound, 'deptNotFound');
      case 'ownStore':
        return refusal(request, Code.inUse, 'deptDisableOwnStore', { store: outcome.storeName });
      case 'inUse':
        return refusal(request, Code.inUse, 'deptDisableInUse', {
          store: outcome.storeName,
          employees: outcome.employees,
          users: outcome.users,
        });
    }
  });
}
