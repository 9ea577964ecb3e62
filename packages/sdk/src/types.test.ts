import { describe, expectTypeOf, it } from 'vitest';
import type { ConnectOptions } from './connect';
import type { ShellError, ShellErrorCode } from './errors';
import type * as Sdk from './index';
import type {
  EmbeddedPageEntry,
  PageMessage,
  Picked,
  ReplyResults,
  SessionContext,
  ShellMessage,
} from './protocol';
import type { ShellHost } from './shell-host';
import type { TestHost } from './testing';

describe('types', () => {
  it('connect takes optional options and resolves with a ShellHost', () => {
    expectTypeOf<typeof Sdk.connect>().parameters.toEqualTypeOf<[options?: ConnectOptions]>();
    expectTypeOf<typeof Sdk.connect>().returns.toEqualTypeOf<Promise<ShellHost>>();
    expectTypeOf<ConnectOptions>().toEqualTypeOf<{ allowedOrigins?: readonly string[]; timeout?: number }>();
  });

  it('the host exposes the context and typed commands', () => {
    expectTypeOf<ShellHost['context']>().toEqualTypeOf<SessionContext>();
    expectTypeOf<ShellHost['version']>().returns.toEqualTypeOf<Promise<number>>();
    expectTypeOf<ShellHost['openFrameTab']>().parameter(0).toEqualTypeOf<EmbeddedPageEntry>();
    expectTypeOf<ShellHost['openBatchImport']>().toBeCallableWith();
    expectTypeOf<ShellHost['onContextChange']>().returns.toEqualTypeOf<() => void>();
  });

  it('[TAB-11] an embedded-page entry is {id, parentId, name, src}', () => {
    expectTypeOf<EmbeddedPageEntry>().toEqualTypeOf<{
      id: string;
      parentId: string;
      name: string;
      src: string;
    }>();
  });

  it('error codes are a closed union of the as-const object', () => {
    expectTypeOf<ShellErrorCode>().toEqualTypeOf<'NOT_CONNECTED' | 'TIMEOUT' | 'REFUSED' | 'NOT_EMBEDDED'>();
    expectTypeOf<ShellError['code']>().toEqualTypeOf<ShellErrorCode>();
    expectTypeOf<ShellError>().toExtend<Error>();
  });

  it('messages are discriminated unions on a namespaced type', () => {
    expectTypeOf<PageMessage['type']>().toEqualTypeOf<
      | 'rcadmin:openBatchImport'
      | 'rcadmin:openFrameTab'
      | 'rcadmin:openRoute'
      | 'rcadmin:versionCheck'
      | 'rcadmin:getContext'
      | 'rcadmin:sessionToken'
      | 'rcadmin:capabilities'
      | 'rcadmin:toast'
      | 'rcadmin:confirm'
      | 'rcadmin:setTitle'
      | 'rcadmin:setLoading'
      | 'rcadmin:setDirty'
      | 'rcadmin:setRoute'
      | 'rcadmin:pick'
      | 'rcadmin:listenBeforeClose'
      | 'rcadmin:answerBeforeClose'
    >();
    expectTypeOf<ShellMessage['type']>().toEqualTypeOf<
      'rcadmin:reply' | 'rcadmin:context' | 'rcadmin:contextChanged' | 'rcadmin:beforeClose'
    >();
    expectTypeOf<
      Extract<PageMessage, { type: 'rcadmin:openFrameTab' }>['payload']
    >().toEqualTypeOf<EmbeddedPageEntry>();
    expectTypeOf<ReplyResults['rcadmin:versionCheck']>().toEqualTypeOf<number>();
    expectTypeOf<ReplyResults['rcadmin:confirm']>().toEqualTypeOf<boolean>();
    expectTypeOf<ReplyResults['rcadmin:pick']>().toEqualTypeOf<Picked[]>();
  });

  it('a beforeClose listener answers whether to keep the page open, now or later', () => {
    const on: ShellHost['on'] = () => () => undefined;
    expectTypeOf(on('beforeClose', () => true)).toEqualTypeOf<() => void>();
    expectTypeOf(on('beforeClose', async () => false)).toEqualTypeOf<() => void>();
    // @ts-expect-error: the answer is a boolean
    on('beforeClose', () => 'yes');
  });

  it('the test double is a ShellHost', () => {
    expectTypeOf<TestHost>().toExtend<ShellHost>();
  });
});
