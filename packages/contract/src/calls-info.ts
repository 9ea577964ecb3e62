/**
 * The wire table without schemas: method, path, encoding and access of every call. The shell
 * imports this (through '@rcadmin/contract/wire') so its bundle carries no schema library.
 */
export type Access = 'public' | 'session' | 'session+site';

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
  /** Allowed while the session is restricted to changing a forced password. */
  allowRestricted?: boolean;
}
