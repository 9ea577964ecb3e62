import {
  Code,
  SITE_TOKEN_HEADER,
  actionsOfCall,
  fail,
  type Access,
  type CallAction,
} from '@rcadmin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionCookieName } from '../config';
import { statusOf } from '../http/status';
import { grantsAction, grantsAny } from '../repositories/grants';
import type { SessionAccess } from '../services/access-cache';
import { sameDigest, sha256 } from '../infra/tokens';

/** What the security hook needs to know about a contract call's route. */
export interface CallConfig {
  access: Access;
  allowRestricted: boolean;
  encoding: 'form' | 'json' | undefined;
  /** A file upload: the body is multipart/form-data (set by the route's plugin, see routes/catalogue/files.ts). */
  multipart?: boolean;
  method: 'GET' | 'POST';
  /** The resources (route paths) the call serves: one must be granted. None: session-only. */
  resources?: readonly string[];
  /** What the call does there (the contract's action): granted on one of `resources`. */
  action?: CallAction;
  /** For a save: the fields naming the record it edits; none named, it creates one. */
  recordIdFields?: readonly string[];
}

/** Whether a save's request names an existing record by one of these fields (an id of '0' is a new one's). */
function namesRecord(request: FastifyRequest, fields: readonly string[]): boolean {
  const sources = [request.body, request.query].filter(
    (source): source is Record<string, unknown> => typeof source === 'object' && source !== null,
  );
  return sources.some((source) =>
    fields.some((field) => {
      const value = source[field];
      if (typeof value === 'number') return value !== 0;
      return typeof value === 'string' && value.trim() !== '' && value.trim() !== '0';
    }),
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the session cookie with its access, or null. */
    auth: SessionAccess | null;
    /** Whether the request carried a session cookie at all (live or not). */
    hasSessionCookie: boolean;
  }
  interface FastifyContextConfig {
    call?: CallConfig;
  }
  interface FastifyInstance {
    /**
     * Loads request.auth from the session cookie, once per request: contract calls have it before
     * their handler; an HTML answer asks for it when its CSP follows the signed-in tenant.
     */
    readSession(request: FastifyRequest): Promise<SessionAccess | null>;
  }
  interface FastifyReply {
    setSessionCookie(token: string): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data';

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}.${index}`);
      if (found) return found;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Sessions and access: the HttpOnly cookie names the session (stored only as its sha256); every
 * state-changing call must also carry the script-readable siteToken in a header, so a cross-site
 * form cannot act; a session restricted to a forced password change reaches only the calls that
 * allow it; a call bound to resources needs a role held in the session's current store that
 * grants one of them, and the call's action on one of them.
 */
export default fp(
  async (app) => {
    const { config, repos, accessCache } = app;

    app.decorateRequest('auth', null);
    app.decorateRequest('hasSessionCookie', false);
    // Secure from configuration, not from the request: a forwarded header cannot turn it off.
    const cookieName = sessionCookieName(config);
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: config.cookieSecure,
    } as const;
    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
      return this.setCookie(cookieName, token, cookieOptions);
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(cookieName, cookieOptions);
    });

    /** The session and its current store's grants, from the database (a cache miss). */
    async function loadAccess(id: string, now: Date): Promise<SessionAccess | undefined> {
      const active = await repos.sessions.findActive(id, now, config.sessionMaxMs);
      if (!active) return undefined;
      const { session, user, tenant } = active;
      const [access, stores] = await Promise.all([
        repos.grants.storeAccess(tenant.id, user.id, session.currentStoreId),
        repos.users.storeRoles(user.id),
      ]);
      return { ...active, access, stores };
    }

    /** Idle and absolute lifetimes, checked on every request, cached or not. */
    const live = ({ session }: SessionAccess, now: Date) =>
      session.expiresAt.getTime() > now.getTime() &&
      session.createdAt.getTime() + config.sessionMaxMs > now.getTime();

    /** A cache hit costs no query; last_seen_at is written at most once a minute. */
    async function loadSession(request: FastifyRequest): Promise<void> {
      const token = request.cookies[cookieName];
      if (!token) return;
      request.hasSessionCookie = true;
      const id = sha256(token);
      const now = config.now();
      const stamp = accessCache.stamp();
      const found = await accessCache.resolve(id, () => loadAccess(id, now));
      if (!found) return;
      if (!live(found, now)) {
        accessCache.forget(id);
        return;
      }
      request.auth = found;
      if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        const expiresAt = new Date(now.getTime() + config.sessionIdleMs);
        await repos.sessions.touch(id, now, expiresAt);
        request.auth = { ...found, session: { ...found.session, lastSeenAt: now, expiresAt } };
        accessCache.replace(id, request.auth, stamp);
      }
    }

    const sessionsRead = new WeakSet<FastifyRequest>();
    app.decorate('readSession', async (request: FastifyRequest) => {
      if (!sessionsRead.has(request)) {
        sessionsRead.add(request);
        await loadSession(request);
      }
      return request.auth;
    });

    const deny = (reply: FastifyReply, code: string, msg: string) =>
      reply.code(statusOf(code)).send(fail(code, msg));

    app.addHook('onRequest', async (request, reply) => {
      const call = request.routeOptions.config.call;
      if (!call) return;
      await app.readSession(request);
      if (call.access !== 'public') {
        const auth = request.auth;
        if (!auth) return deny(reply, Code.loginRequired, request.t('loginRequired'));
        // A browser says where a request comes from (Fetch Metadata): another site's page may not
        // use the session, not even for a GET a link can start (an export, a download); the site
        // token guards the writes of clients that do not say.
        if (request.headers['sec-fetch-site'] === 'cross-site')
          return deny(reply, Code.siteTokenMismatch, request.t('crossSiteRefused'));
        if (call.access === 'session+site') {
          const header = request.headers[SITE_TOKEN_HEADER];
          const siteToken = typeof header === 'string' ? header : '';
          if (!siteToken || !sameDigest(sha256(siteToken), auth.session.siteTokenHash)) {
            return deny(reply, Code.siteTokenMismatch, request.t('siteTokenMismatch'));
          }
        }
        if (auth.session.restricted && !call.allowRestricted) {
          return deny(reply, Code.passwordRestricted, request.t('passwordRestricted'));
        }
        // Refused before the body is read: nothing of the call runs.
        if (call.resources && call.resources.length > 0 && !grantsAny(auth.access, call.resources)) {
          return deny(reply, Code.forbidden, request.t('forbidden'));
        }
        // Rights per action: the call's action on one of its pages (a save: create or edit, which
        // one is known once the request is read).
        if (
          call.resources &&
          call.resources.length > 0 &&
          call.action !== undefined &&
          !grantsAction(auth.access, call.resources, actionsOfCall(call.action))
        ) {
          return deny(reply, Code.forbidden, request.t('forbidden'));
        }
      }
      if (call.method === 'POST') {
        const type = mediaType(request);
        const accepted =
          call.encoding === 'json' ? [JSON_TYPE] : call.multipart ? [MULTIPART] : [FORM, JSON_TYPE];
        if (!accepted.includes(type)) {
          return deny(
            reply,
            Code.unsupportedMediaType,
            request.t('unsupportedMediaType', { type: type || '-', accepted: accepted.join(', ') }),
          );
        }
      }
    });

    // What a session reads is its own: no shared cache or browser history keeps it. A call that sets
    // its own rule (a picture's immutable bytes) keeps it.
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config.call?.access === 'public' || !request.hasSessionCookie) return;
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    // A save creates or edits: the request says which, and the grant of that action decides.
    app.addHook('preHandler', async (request, reply) => {
      const call = request.routeOptions.config.call;
      const auth = request.auth;
      if (call?.action !== 'save' || !auth || !call.resources?.length) return;
      const action = namesRecord(request, call.recordIdFields ?? ['id']) ? 'edit' : 'create';
      if (!grantsAction(auth.access, call.resources, [action])) {
        return deny(reply, Code.forbidden, request.t('forbidden'));
      }
    });

    app.addHook('preValidation', async (request, reply) => {
      if (!request.routeOptions.config.call) return;
      const field = findNul(request.body, 'body') ?? findNul(request.query, 'query');
      if (field) {
        return deny(
          reply,
          Code.invalidRequest,
          request.t('invalidRequest', { detail: request.t('fieldNul', { field }) }),
        );
      }
    });
  },
  { name: 'security', dependencies: ['db', 'services', 'i18n', '@fastify/cookie'] },
);
