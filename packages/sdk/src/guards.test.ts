import { describe, expect, it } from 'vitest';
import {
  isBeforeClose,
  isContextChanged,
  isContextMessage,
  isReply,
  isSessionContext,
  isShellMessage,
} from './guards';
import {
  isAnswerBeforeCloseRequest,
  isGetContext,
  isListenBeforeCloseRequest,
  isOpenBatchImport,
  isOpenFrameTab,
  isOpenRoute,
  isPageMessage,
  isVersionCheck,
} from './page-guards';
import type { PageMessage, ShellMessage } from './protocol';
import { SAMPLE_CONTEXT } from './simulated-shell';

const base = { v: 1, id: 'r-1' } as const;

const pageMessages: PageMessage[] = [
  { ...base, type: 'rcadmin:openBatchImport', payload: {} },
  { ...base, type: 'rcadmin:openBatchImport', payload: { id: 'goods', tab: 'sku' } },
  {
    ...base,
    type: 'rcadmin:openFrameTab',
    payload: { id: 'a', parentId: 'b', name: 'c', src: 'https://x.example' },
  },
  { ...base, type: 'rcadmin:openRoute', payload: { path: '/goods' } },
  {
    ...base,
    type: 'rcadmin:openRoute',
    payload: { path: '/goods/edit', query: { id: '1' }, params: { tab: 'price' }, title: 'Edit' },
  },
  { ...base, type: 'rcadmin:versionCheck' },
  { ...base, type: 'rcadmin:getContext' },
];

const shellMessages: ShellMessage[] = [
  { ...base, type: 'rcadmin:reply', ok: true, result: 1 },
  { ...base, type: 'rcadmin:reply', ok: true, result: null },
  { ...base, type: 'rcadmin:reply', ok: false, error: { code: 'FORBIDDEN', message: 'no' } },
  { ...base, type: 'rcadmin:context', context: SAMPLE_CONTEXT },
  { ...base, type: 'rcadmin:contextChanged', context: { ...SAMPLE_CONTEXT, store: null } },
];

describe('page message guards', () => {
  it.each(pageMessages)('accept a valid $type', (message) => {
    expect(isPageMessage(message)).toBe(true);
    expect(isShellMessage(message)).toBe(false);
  });

  it('each accepts its own type only', () => {
    const guards = [isOpenBatchImport, isOpenFrameTab, isOpenRoute, isVersionCheck, isGetContext];
    for (const message of pageMessages) {
      expect(guards.filter((guard) => guard(message))).toHaveLength(1);
    }
  });

  it('reject another protocol version, a missing or empty id, and foreign data', () => {
    expect(isVersionCheck({ type: 'rcadmin:versionCheck', v: 2, id: 'x' })).toBe(false);
    expect(isVersionCheck({ type: 'rcadmin:versionCheck', v: 1 })).toBe(false);
    expect(isVersionCheck({ type: 'rcadmin:versionCheck', v: 1, id: '' })).toBe(false);
    expect(isPageMessage({ type: 'rcadmin:deleteEverything', v: 1, id: 'x' })).toBe(false);
    for (const foreign of [null, undefined, 'rcadmin:versionCheck', 1, [], { postmate: 'emit' }]) {
      expect(isPageMessage(foreign)).toBe(false);
    }
  });

  it('[TAB-11] an embedded-page entry is {id, parentId, name, src}', () => {
    const entry = { id: 'a', parentId: 'b', name: 'c', src: 'https://x.example' };
    expect(isOpenFrameTab({ ...base, type: 'rcadmin:openFrameTab', payload: entry })).toBe(true);
    for (const key of Object.keys(entry)) {
      const payload: Record<string, unknown> = { ...entry };
      delete payload[key];
      expect(isOpenFrameTab({ ...base, type: 'rcadmin:openFrameTab', payload })).toBe(false);
    }
    expect(isOpenFrameTab({ ...base, type: 'rcadmin:openFrameTab', payload: { ...entry, src: 1 } })).toBe(
      false,
    );
  });

  it('reject payloads of the wrong shape', () => {
    expect(isOpenBatchImport({ ...base, type: 'rcadmin:openBatchImport' })).toBe(false);
    expect(isOpenBatchImport({ ...base, type: 'rcadmin:openBatchImport', payload: { tab: 2 } })).toBe(false);
    expect(isOpenRoute({ ...base, type: 'rcadmin:openRoute', payload: {} })).toBe(false);
    expect(
      isOpenRoute({ ...base, type: 'rcadmin:openRoute', payload: { path: '/a', query: { n: 1 } } }),
    ).toBe(false);
    expect(isOpenRoute({ ...base, type: 'rcadmin:openRoute', payload: { path: '/a', params: ['x'] } })).toBe(
      false,
    );
  });
});

describe('shell message guards', () => {
  it.each(shellMessages)('accept a valid $type', (message) => {
    expect(isShellMessage(message)).toBe(true);
    expect(isPageMessage(message)).toBe(false);
  });

  it('tell replies, contexts and context changes apart', () => {
    const [okReply, , errorReply, context, changed] = shellMessages;
    expect([isReply(okReply), isReply(errorReply), isReply(context)]).toEqual([true, true, false]);
    expect([isContextMessage(context), isContextMessage(changed)]).toEqual([true, false]);
    expect([isContextChanged(changed), isContextChanged(context)]).toEqual([true, false]);
  });

  it('reject an error reply without a code and message, or an ok flag that is not boolean', () => {
    expect(isReply({ ...base, type: 'rcadmin:reply', ok: false })).toBe(false);
    expect(isReply({ ...base, type: 'rcadmin:reply', ok: false, error: { code: 'X' } })).toBe(false);
    expect(isReply({ ...base, type: 'rcadmin:reply', ok: 'yes', result: 1 })).toBe(false);
  });

  it('reject a context of the wrong shape', () => {
    expect(isSessionContext(SAMPLE_CONTEXT)).toBe(true);
    expect(isSessionContext({ ...SAMPLE_CONTEXT, store: null })).toBe(true);
    expect(isSessionContext({ ...SAMPLE_CONTEXT, language: 'fr' })).toBe(false);
    expect(isSessionContext({ ...SAMPLE_CONTEXT, tenant: { id: '1', name: 'x' } })).toBe(false);
    expect(isSessionContext({ ...SAMPLE_CONTEXT, store: undefined })).toBe(false);
    expect(isSessionContext({ ...SAMPLE_CONTEXT, theme: undefined })).toBe(false);
    expect(isContextChanged({ ...base, type: 'rcadmin:contextChanged', context: { user: {} } })).toBe(false);
  });
});

describe("guards of the shell's UI requests", () => {
  const valid: PageMessage[] = [
    { ...base, type: 'rcadmin:capabilities' },
    { ...base, type: 'rcadmin:toast', payload: { message: 'Saved' } },
    { ...base, type: 'rcadmin:toast', payload: { message: 'Saved', kind: 'error' } },
    { ...base, type: 'rcadmin:confirm', payload: { title: 'Delete?', content: 'Gone for good' } },
    { ...base, type: 'rcadmin:setTitle', payload: { title: 'Orders' } },
    { ...base, type: 'rcadmin:setLoading', payload: { loading: false } },
    { ...base, type: 'rcadmin:setDirty', payload: { dirty: true } },
    { ...base, type: 'rcadmin:setRoute', payload: { path: '/orders/7' } },
    { ...base, type: 'rcadmin:pick', payload: { resource: 'employee', multiple: true } },
  ];
  const invalid = [
    { ...base, type: 'rcadmin:toast', payload: { message: 3 } },
    { ...base, type: 'rcadmin:toast', payload: { message: 'x', kind: 'html' } },
    { ...base, type: 'rcadmin:confirm', payload: { content: 'no title' } },
    { ...base, type: 'rcadmin:setTitle', payload: {} },
    { ...base, type: 'rcadmin:setLoading', payload: { loading: 'yes' } },
    { ...base, type: 'rcadmin:setDirty' },
    { ...base, type: 'rcadmin:setRoute', payload: { path: ['/a'] } },
    { ...base, type: 'rcadmin:pick', payload: { resource: 'customer' } },
    { ...base, type: 'rcadmin:pick', payload: { resource: 'sku', multiple: 'no' } },
  ];

  it('accepts each new request with its payload', () => {
    for (const message of valid) expect(isPageMessage(message), message.type).toBe(true);
  });

  it('rejects a new request whose payload is of the wrong shape', () => {
    for (const message of invalid) expect(isPageMessage(message), JSON.stringify(message)).toBe(false);
  });
});

describe('guards of beforeClose', () => {
  it('accept listening and an answer naming the question, and the question itself', () => {
    const listen = { ...base, type: 'rcadmin:listenBeforeClose', payload: { listen: true } };
    const answer = { ...base, type: 'rcadmin:answerBeforeClose', payload: { id: 'close-1', keepOpen: true } };
    expect([isListenBeforeCloseRequest(listen), isPageMessage(listen)]).toEqual([true, true]);
    expect([isAnswerBeforeCloseRequest(answer), isPageMessage(answer)]).toEqual([true, true]);
    const question = { ...base, type: 'rcadmin:beforeClose' };
    expect([isBeforeClose(question), isShellMessage(question), isPageMessage(question)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('reject a listen or an answer of the wrong shape', () => {
    for (const payload of [undefined, {}, { listen: 'yes' }])
      expect(isPageMessage({ ...base, type: 'rcadmin:listenBeforeClose', payload })).toBe(false);
    for (const payload of [{ keepOpen: true }, { id: 7, keepOpen: true }, { id: 'close-1', keepOpen: 1 }])
      expect(isPageMessage({ ...base, type: 'rcadmin:answerBeforeClose', payload })).toBe(false);
  });
});
