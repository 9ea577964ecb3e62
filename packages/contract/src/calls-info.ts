import type { CallAction } from './page-actions';

/**
 * The wire table without schemas: method, path, encoding and access of every call. The shell
 * imports this (through '@rcadmin/contract/wire') so its bundle carries no schema library.
 */
export type Access = 'public' | 'session' | 'session+site';

/**
 * What a call does, as the operation log names it. 'save' is a create when the request names no
 * id of the record, else an update; 'status' an enable or disable when the new status is 1 or 0.
 */
export type AuditAction =
  | 'create'
  | 'update'
  | 'save'
  | 'delete'
  | 'status'
  | 'import'
  | 'export'
  | 'restore'
  | 'move'
  | 'submit'
  | 'cancel';

export interface CallInfo {
  method: 'GET' | 'POST';
  path: string;
  /** Body encoding for POST: form-encoded unless the spec says JSON. */
  encoding?: 'form' | 'json';
  /**
   * Who may make a call:
   * - public: anyone;
   * - session: a signed-in session (cookie);
   * - session+site: a signed-in session and the matching siteToken header (every state change).
   */
  access: Access;
  /**
   * The menu page(s) a session call serves, by route path (`/setting/index/list`): the call is
   * allowed when a role the user holds in the session's current store grants one of them. A
   * session call without a resource is session-only (own menu, favourites, own password, content).
   */
  resource?: string | readonly string[];
  /**
   * What the call does on its page(s) (page-actions.ts): a call with a resource needs a role held
   * in the current store that grants this action on one of its pages; 'save' needs create for a
   * new record and edit for an existing one.
   */
  action?: CallAction;
  /** Allowed while the session is restricted to changing a forced password. */
  allowRestricted?: boolean;
  /**
   * How the operation log records the call once it succeeds (the server's http/call-audit.ts):
   * - an action: one record of that kind, under the call's first resource page;
   * - 'own': the call writes its own, richer record (in the transaction of its change);
   * - false: not a change of business data (a read sent by POST, a preference, the session's
   *   own bookkeeping): no record.
   * Absent: every session+site call is recorded with the action its name says (…Delete → delete,
   * …Save → save, …UpdateStatus → status, …; update when it says none), and so is every call
   * whose name says export; no other call is.
   */
  audit?: AuditAction | 'own' | false;
}
