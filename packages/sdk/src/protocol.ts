/**
 * The embedding protocol between the rcadmin shell and an embedded page: a discriminated
 * union on `type`, namespaced under `rcadmin:` and versioned. Requests carry an `id`;
 * the reply to a request carries the same `id`.
 */
export const PROTOCOL_VERSION = 1;
export const NAMESPACE = 'rcadmin:';

export interface SessionContext {
  tenant: { id: string; name: string; platformNum: string };
  user: { id: string; name: string };
  store: { code: string; name: string } | null;
  language: 'zh' | 'en' | 'es';
  theme: { colorPrimary: string };
}

interface Base<T extends string> {
  type: `rcadmin:${T}`;
  v: typeof PROTOCOL_VERSION;
  id: string;
}

/** Page → shell. */
export type PageMessage =
  | (Base<'openBatchImport'> & { payload: { id?: string; tab?: string } })
  | (Base<'openFrameTab'> & { payload: { id: string; parentId: string; name: string; src: string } })
  | (Base<'openRoute'> & {
      payload: {
        path: string;
        query?: Record<string, string>;
        params?: Record<string, string>;
        title?: string;
      };
    })
  | (Base<'versionCheck'> & { payload?: undefined })
  | (Base<'getContext'> & { payload?: undefined });

/** Shell → page. */
export type ShellMessage =
  | (Base<'reply'> & { ok: true; result: unknown })
  | (Base<'reply'> & { ok: false; error: { code: string; message: string } })
  | (Base<'context'> & { context: SessionContext })
  | (Base<'contextChanged'> & { context: SessionContext });

export type PageMessageType = PageMessage['type'];
