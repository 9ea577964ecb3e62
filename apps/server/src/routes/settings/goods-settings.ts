import { BAR_PREFIX_CODE_LENGTH, Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall, invalidFields as invalid, refusal, sessionOf } from '../../http/define-call';
import type { DraftProblem } from '../../domain/goods-rules';
import { refused, type Outcome } from '../../repositories/catalogue';
import { builtInPrefixRules } from '../../domain/goods-code-lists';
import { taxRateText } from '../../domain/goods-rules';
import { refuse } from '../catalogue/refuse';

type Problem = DraftProblem;

/**
 * The id of a save: undefined for a new row ('' or absent), null when it names no possible row
 * (answered as not found).
 */
const editedId = (value: string | undefined): number | undefined | null =>
  value ? (rowId(value) ?? null) : undefined;

/** The answer of a repository write. */
const answer = <T>(request: FastifyRequest, outcome: Outcome<T>) =>
  outcome.ok ? ok(outcome.value) : refuse(request, outcome);

/**
 * The goods settings page (/setting/baseDocument/index): the tenant's units, tax rates, suppliers,
 * property templates and barcode prefix rules, which the goods form offers.
 */
export default async function goodsSettingsRoutes(app: FastifyInstance) {
  const repo = app.repos.goodsSettings;

  // ---- units
  defineCall(app, 'unitList', async (request) => {
    const { tenant } = sessionOf(request);
    const own = await repo.units(tenant.id);
    if (own) return ok({ list: own, builtIn: false });
    const names = await repo.builtInUnits(tenant.id);
    return ok({ list: names.map((name) => ({ unitId: '', name })), builtIn: true });
  });

  defineCall(app, 'unitSave', async (request) => {
    const { tenant } = sessionOf(request);
    const id = editedId(request.body.unitId);
    if (id === null) return refuse(request, refused('notFound', 'unitNotFound'));
    const name = request.body.name.trim();
    if (name === '') return invalid(request, [{ field: 'name', key: 'unitNameRequired' }]);
    return answer(request, await repo.saveUnit(tenant.id, id, name));
  });

  defineCall(app, 'unitDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.unitId);
    if (id === undefined) return refuse(request, refused('notFound', 'unitNotFound'));
    return answer(request, await repo.deleteUnit(tenant.id, id));
  });

  // ---- tax rates
  defineCall(app, 'taxRateList', async (request) => {
    const { tenant } = sessionOf(request);
    const own = await repo.taxRates(tenant.id);
    if (own) return ok({ list: own, builtIn: false });
    const rates = await repo.builtInTaxRates(tenant.id);
    return ok({ list: rates.map((rate) => ({ taxRateId: '', rate })), builtIn: true });
  });

  defineCall(app, 'taxRateSave', async (request) => {
    const { tenant } = sessionOf(request);
    const id = editedId(request.body.taxRateId);
    if (id === null) return refuse(request, refused('notFound', 'taxRateNotFound'));
    if (Number(request.body.rate) > 100) return invalid(request, [{ field: 'rate', key: 'taxRateRange' }]);
    return answer(request, await repo.saveTaxRate(tenant.id, id, taxRateText(request.body.rate)));
  });

  defineCall(app, 'taxRateDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.taxRateId);
    if (id === undefined) return refuse(request, refused('notFound', 'taxRateNotFound'));
    return answer(request, await repo.deleteTaxRate(tenant.id, id));
  });

  // ---- suppliers
  defineCall(app, 'supplierList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await repo.suppliers(tenant.id));
  });

  defineCall(app, 'supplierSave', async (request) => {
    const { tenant } = sessionOf(request);
    const id = editedId(request.body.supplierId);
    if (id === null) return refuse(request, refused('notFound', 'supplierNotFound'));
    const name = request.body.name.trim();
    if (name === '') return invalid(request, [{ field: 'name', key: 'supplierNameRequired' }]);
    return answer(request, await repo.saveSupplier(tenant.id, id, { code: request.body.code, name }));
  });

  defineCall(app, 'supplierDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.supplierId);
    if (id === undefined) return refuse(request, refused('notFound', 'supplierNotFound'));
    return answer(request, await repo.deleteSupplier(tenant.id, id));
  });

  // ---- property templates
  defineCall(app, 'propertyTemplateList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await repo.propertyTemplates(tenant.id));
  });

  defineCall(app, 'propertyTemplateSave', async (request) => {
    const { tenant } = sessionOf(request);
    const id = editedId(request.body.templateId);
    if (id === null) return refuse(request, refused('notFound', 'propertyTemplateNotFound'));
    if (id !== undefined && request.body.version === undefined) {
      return refusal(request, Code.invalidRequest, 'invalidRequest', {
        detail: request.t('fieldRequired', { field: 'body.version' }),
      });
    }
    const name = request.body.name.trim();
    const values = request.body.values.map((value) => value.trim());
    const problems: Problem[] = [];
    if (name === '') problems.push({ field: 'name', key: 'propertyTemplateNameRequired' });
    if (values.length === 0) problems.push({ field: 'values', key: 'propertyTemplateValuesRequired' });
    values.forEach((value, index) => {
      const field = `values.${index}`;
      if (value === '')
        problems.push({ field, key: 'propertyTemplateValueBlank', params: { index: index + 1 } });
      else if (values.indexOf(value) < index)
        problems.push({ field, key: 'propertyTemplateValueRepeated', params: { value } });
    });
    const [first, ...rest] = problems;
    if (first) return invalid(request, [first, ...rest]);
    return answer(
      request,
      await repo.savePropertyTemplate(tenant.id, id, { name, values, version: request.body.version }),
    );
  });

  defineCall(app, 'propertyTemplateDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.templateId);
    if (id === undefined) return refuse(request, refused('notFound', 'propertyTemplateNotFound'));
    return answer(request, await repo.deletePropertyTemplate(tenant.id, id));
  });

  // ---- barcode prefix rules
  defineCall(app, 'barPrefixRuleList', async (request) => {
    const { tenant } = sessionOf(request);
    const own = await repo.prefixRules(tenant.id);
    if (own) return ok({ list: own, builtIn: false });
    const builtIn = builtInPrefixRules(request.t.bind(request)).map((rule) => ({ ruleId: '', ...rule }));
    return ok({ list: builtIn, builtIn: true });
  });

  defineCall(app, 'barPrefixRuleSave', async (request) => {
    const { tenant } = sessionOf(request);
    const id = editedId(request.body.ruleId);
    if (id === null) return refuse(request, refused('notFound', 'barPrefixRuleNotFound'));
    const name = request.body.name.trim();
    const { prefix } = request.body;
    const codeLength = Number(request.body.codeLength);
    const problems: Problem[] = [];
    if (name === '') problems.push({ field: 'name', key: 'barPrefixNameRequired' });
    if (codeLength < BAR_PREFIX_CODE_LENGTH.min || codeLength > BAR_PREFIX_CODE_LENGTH.max) {
      problems.push({
        field: 'codeLength',
        key: 'barPrefixCodeLength',
        params: { ...BAR_PREFIX_CODE_LENGTH },
      });
    } else if (prefix.length >= codeLength) {
      problems.push({ field: 'prefix', key: 'barPrefixLongerThanCode', params: { length: codeLength } });
    }
    const [first, ...rest] = problems;
    if (first) return invalid(request, [first, ...rest]);
    const values = { type: Number(request.body.type), prefix, name, codeLength };
    const builtIn = builtInPrefixRules(request.t.bind(request));
    return answer(request, await repo.savePrefixRule(tenant.id, id, values, builtIn));
  });

  defineCall(app, 'barPrefixRuleDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.ruleId);
    if (id === undefined) return refuse(request, refused('notFound', 'barPrefixRuleNotFound'));
    return answer(request, await repo.deletePrefixRule(tenant.id, id));
  });
}
