import { Code, StoreChannelEntry, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { scopeOf } from '../../../http/store-scope';
import type { MessageKey } from '../../../i18n/messages';
import type { ChannelOutcome } from '../../../repositories/org-stores';
import { listForMessage } from '../../../domain/goods-rules';
import { codeList } from '../../../domain/store-rules';

/** At most this many channels or sub-channels in one change. */
const MAX_CODES = 100;
const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const ChannelEntries = Type.Array(StoreChannelEntry, { maxItems: MAX_CODES });

/** A refusal on one field of the request (the form's field name), with the same message. */
function fieldRefusal(request: FastifyRequest, field: string, key: MessageKey, codes?: string[]) {
  const params = codes ? { codes: listForMessage(codes.map((code) => code.slice(0, 40))) } : undefined;
  return refusal(request, Code.invalidValues, key, params, {
    fieldErrors: [{ field, msg: request.t(key, params) }],
  });
}

/** The codes of a posted list, or why they are refused. */
function parseCodes(
  text: string | undefined,
): { codes: string[] } | { refused: MessageKey; codes?: string[] } {
  const codes = codeList(text ?? '');
  if (!codes || codes.length > MAX_CODES) return { refused: 'deptCodeListFormat' };
  const malformed = codes.filter((code) => !CODE.test(code));
  return malformed.length > 0 ? { refused: 'deptChannelUnknown', codes: malformed } : { codes };
}

/** The answer of a change of a store's channels: the store's channels, or the refusal on `field`. */
function answer(request: FastifyRequest, outcome: ChannelOutcome, field: string) {
  switch (outcome.kind) {
    case 'done':
      return ok(outcome.channels);
    case 'notFound':
      return refusal(request, Code.notFound, 'deptNotFound');
    case 'unknownChannels':
      return fieldRefusal(request, field, 'deptChannelUnknown', outcome.codes);
    case 'unknownGroups':
      return fieldRefusal(request, field, 'deptGroupUnknown', outcome.codes);
    case 'unknownSubChannels':
      return fieldRefusal(request, field, 'deptSubChannelUnknown', outcome.codes);
    case 'notOpen':
      return fieldRefusal(request, field, 'deptSubChannelNotOpen', outcome.codes);
  }
}

/**
 * The sales channels of the tenant and of each store (spec §7 "Store and department"); a store
 * outside the user's scope answers as not found.
 */
export default async function storeChannelRoutes(app: FastifyInstance) {
  defineCall(app, 'getChannelList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await app.repos.orgStores.channelList(tenant.id, false));
  });

  defineCall(app, 'getActChannelList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await app.repos.orgStores.channelList(tenant.id, true));
  });

  defineCall(app, 'getGrpCodeList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await app.repos.orgStores.groupCodes(tenant.id));
  });

  defineCall(app, 'getDeptSubChannelList', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.storeId);
    const channels =
      id === undefined ? undefined : await app.repos.orgStores.storeChannels(tenant.id, id, scopeOf(request));
    if (!channels) return refusal(request, Code.notFound, 'deptNotFound');
    return ok(channels);
  });

  defineCall(app, 'setStoreChannelRel', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.storeId);
    if (id === undefined) return refusal(request, Code.notFound, 'deptNotFound');
    const parsed = parseCodes(request.body.channelCodes);
    if ('refused' in parsed) return fieldRefusal(request, 'channelCodes', parsed.refused, parsed.codes);
    const entries = parsed.codes.map((channelCode) => ({ channelCode }));
    return answer(
      request,
      await app.repos.orgStores.setChannels(tenant.id, id, entries, false, scopeOf(request)),
      'channelCodes',
    );
  });

  defineCall(app, 'setDeptSubChannel', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.storeId);
    if (id === undefined) return refusal(request, Code.notFound, 'deptNotFound');
    const parsed = parseCodes(request.query.subChannelCodes);
    if ('refused' in parsed) {
      const key = parsed.refused === 'deptChannelUnknown' ? 'deptSubChannelUnknown' : parsed.refused;
      return fieldRefusal(request, 'subChannelCodes', key, parsed.codes);
    }
    return answer(
      request,
      await app.repos.orgStores.setSubChannels(tenant.id, id, parsed.codes, scopeOf(request)),
      'subChannelCodes',
    );
  });

  defineCall(app, 'setDeptChannelList', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.storeId);
    if (id === undefined) return refusal(request, Code.notFound, 'deptNotFound');
    let entries: unknown;
    try {
      entries = JSON.parse(request.body.channelList);
    } catch {
      entries = undefined;
    }
    if (!Value.Check(ChannelEntries, entries)) {
      return fieldRefusal(request, 'channelList', 'deptChannelListFormat');
    }
    const codes = entries.map((entry) => entry.channelCode);
    const repeated = [...new Set(codes.filter((code, index) => codes.indexOf(code) !== index))];
    if (repeated.length > 0) return fieldRefusal(request, 'channelList', 'deptChannelDuplicate', repeated);
    const clean = entries.map(({ channelCode, grpCode }) => ({ channelCode, grpCode: grpCode ?? '' }));
    return answer(
      request,
      await app.repos.orgStores.setChannels(tenant.id, id, clean, true, scopeOf(request)),
      'channelList',
    );
  });
}
