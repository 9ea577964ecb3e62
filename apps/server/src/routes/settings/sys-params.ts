import {
  Code,
  SETTINGS_PAGES,
  SYS_PARAMS,
  checkSysParam,
  ok,
  sysParamSpec,
  type Fail,
  type SysParamDefinition,
  type SysParamProblem,
  type SysParamRow,
  type SysParamSpec,
} from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import type { MessageKey, Params } from '../../i18n/messages';
import type { LastChange } from '../../repositories/sys-params';
import { operationRecord } from '../../services/operation-audit';
import { tileWildcardBase, tileWildcardTooWide } from '../../domain/tile-hosts';
import { MAP_TILE_PARAM, deploymentParamDefaults } from '../bmc/sys-param';

const PROBLEM_MESSAGES: Record<SysParamProblem['kind'], MessageKey> = {
  notSwitch: 'sysParamNotSwitch',
  notInteger: 'sysParamNotInteger',
  outOfRange: 'sysParamOutOfRange',
  notChoice: 'sysParamNotChoice',
  tooLong: 'sysParamTooLong',
  badFormat: 'sysParamBadFormat',
  notJson: 'sysParamNotJson',
  badShape: 'sysParamBadShape',
};

/** A parameter of the catalogue (its description key is a server message). */
type Spec = (typeof SYS_PARAMS)[number];

/** A value as the operation log quotes it: short, and '(not set)' for none. */
const VALUE_SHOWN_MAX = 100;

/** The rules of a catalogue entry as the list sends them. */
function definitionOf(spec: SysParamSpec): SysParamDefinition {
  const { name: _name, default: _default, descriptionKey: _key, ...rules } = spec;
  return rules.type === 'choice' ? { ...rules, options: [...rules.options] } : rules;
}

/** The refusal of a value that does not fit its parameter, on the `value` field. */
function refuseValue(request: FastifyRequest, name: string, problem: SysParamProblem): Fail {
  const { kind, ...details } = problem;
  const params: Params = { name, ...details };
  if (kind === 'badShape') params.path = problem.path || '/';
  const msg = request.t(PROBLEM_MESSAGES[kind], params);
  return refusal(request, Code.invalidValues, PROBLEM_MESSAGES[kind], params, {
    fieldErrors: [{ field: 'value', msg }],
  });
}

/** A tile template whose `{s}.` stands before a public suffix (`https://{s}.com/`): img-src would allow anyone. */
function refuseTileHost(request: FastifyRequest, name: string, template: string): Fail {
  const params = { name, host: tileWildcardBase(template) ?? '' };
  const msg = request.t('sysParamTileHostTooWide', params);
  return refusal(request, Code.invalidValues, 'sysParamTileHostTooWide', params, {
    fieldErrors: [{ field: 'value', msg }],
  });
}

function refuseName(request: FastifyRequest, name: string): Fail {
  const msg = request.t('sysParamUnknown', { name });
  return refusal(
    request,
    Code.invalidValues,
    'sysParamUnknown',
    { name },
    { fieldErrors: [{ field: 'name', msg }] },
  );
}

/**
 * The system parameters page (/setting/index/list): the catalogue with the tenant's values, a
 * change or reset (checked, refused over a newer change, recorded in the parameter's history and
 * the operation log in one transaction), and a parameter's history. Nothing caches a parameter's
 * value on the server: get.do, the sign-in, the CSP of the shell's pages and the operation log
 * clean-up read sys_params each time, so a change applies from the next of each.
 */
export default async function sysParamsRoutes(app: FastifyInstance) {
  const repo = app.repos.sysParams;
  const deploymentDefaults = deploymentParamDefaults(app.config);
  const defaultOf = (spec: Spec) => deploymentDefaults[spec.name] ?? spec.default;

  function rowOf(
    request: FastifyRequest,
    spec: Spec,
    values: ReadonlyMap<string, string>,
    changes: ReadonlyMap<string, LastChange>,
  ): SysParamRow {
    const value = values.get(spec.name);
    const change = changes.get(spec.name);
    return {
      name: spec.name,
      description: request.t(spec.descriptionKey),
      definition: definitionOf(spec),
      value: value ?? defaultOf(spec),
      set: value !== undefined,
      defaultValue: defaultOf(spec),
      changedAt: change ? change.at.toISOString() : null,
      changedBy: change ? change.userName : null,
    };
  }

  async function rowsOf(request: FastifyRequest, tenantId: number, specs: readonly Spec[]) {
    const [values, changes] = await Promise.all([repo.values(tenantId), repo.lastChanges(tenantId)]);
    return specs.map((spec) => rowOf(request, spec, values, changes));
  }

  /** Sets (value) or resets (null) a parameter for the session's tenant; the answer of save and reset. */
  async function change(request: FastifyRequest, spec: Spec, expected: string | null, value: string | null) {
    const session = sessionOf(request);
    const { tenant, user } = session;
    const now = app.config.now();
    const shown = (text: string | null) =>
      text === null ? request.t('sysParamNotSet') : text.slice(0, VALUE_SHOWN_MAX);
    const outcome = await repo.change(tenant.id, {
      name: spec.name,
      expected,
      value,
      defaultValue: defaultOf(spec),
      userId: user.id,
      userName: user.name,
      now,
      record: (oldValue, newValue) =>
        operationRecord(
          now,
          request,
          session,
          { menuCode: SETTINGS_PAGES.params, menuName: request.t('auditMenuParams') },
          request.t(value === null ? 'sysParamResetLog' : 'sysParamChangedLog', {
            name: spec.name,
            old: shown(oldValue),
            new: shown(newValue),
          }),
        ),
    });
    if (outcome.kind === 'stale') {
      return outcome.by
        ? refusal(request, Code.staleVersion, 'sysParamStaleBy', { name: spec.name, user: outcome.by })
        : refusal(request, Code.staleVersion, 'sysParamStale', { name: spec.name });
    }
    const [param] = await rowsOf(request, tenant.id, [spec]);
    return ok({ changed: outcome.kind === 'changed', param: param! });
  }

  defineCall(app, 'sysParamList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await rowsOf(request, tenant.id, SYS_PARAMS));
  });

  defineCall(app, 'sysParamSave', async (request) => {
    const { name, value, expected } = request.body;
    const spec = sysParamSpec(name);
    if (!spec) return refuseName(request, name);
    const checked = checkSysParam(spec, value);
    if ('problem' in checked) return refuseValue(request, name, checked.problem);
    if (name === MAP_TILE_PARAM && tileWildcardTooWide(checked.value))
      return refuseTileHost(request, name, checked.value);
    return change(request, spec, expected, checked.value);
  });

  defineCall(app, 'sysParamReset', async (request) => {
    const { name, expected } = request.body;
    const spec = sysParamSpec(name);
    if (!spec) return refuseName(request, name);
    return change(request, spec, expected, null);
  });

  defineCall(app, 'sysParamHistory', async (request) => {
    const { tenant } = sessionOf(request);
    const { name, pageNo = 1, pageSize = 10 } = request.query;
    if (!sysParamSpec(name)) return refuseName(request, name);
    const page = await repo.history(tenant.id, name, pageNo, pageSize);
    return ok({ ...page, pageNo, pageSize });
  });
}
