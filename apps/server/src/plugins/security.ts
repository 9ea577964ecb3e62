import { Code, SESSION_COOKIE, SITE_TOKEN_HEADER, fail, type Access } from '@rcadmin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { statusOf } from '../http/status';
import type { ActiveSession } from '../repositories/sessions';
import { sameDigest, sha256 } from '../services/tokens';

/** What the security hook needs to know about a contract call's route. */
export interface CallConfig {
  access: Access;
  allowRestricted: boolean;
  encoding: 'form' | 'json' | undefined;
  method: 'GET' | 'POST';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the rc_session cookie, or null. */
    auth: ActiveSession | null;
    /** Whether the request carried an rc_session cookie at all (live or not). */
    hasSessionCookie: boolean;
  }
  interface FastifyContextConfig {
    call?: CallConfig;
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
 * allow it.
 */
export default fp(
  async (app) => {
    const { config, repos } = app;

    app.decorateRequest('auth', null);
    app.decorateRequest('hasSessionCookie', false);
    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
      return this.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: this.request.protocol === 'https',
      });
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: this.request.protocol === 'https',
      });
    });

    async function loadSession(request: FastifyRequest): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      request.hasSessionCookie = true;
      const now = config.now();
      const active = await repos.sessions.findActive(sha256(token), now);
      if (!active) return;
      request.auth = active;
      if (now.getTime() - active.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await repos.sessions.touch(active.session.id, now, new Date(now.getTime() + config.sessionIdleMs));
      }
    }

    const deny = (reply: FastifyReply, code: string, msg: string) =>
      reply.code(statusOf(code)).send(fail(code, msg));

    app.addHook('onRequest', async (request, reply) => {
      const call = request.routeOptions.config.call;
      if (!call) return;
      await loadSession(request);
      if (call.access !== 'public') {
        const auth = request.auth;
        if (!auth) return deny(reply, Code.loginRequired, request.t('loginRequired'));
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
      }
      if (call.method === 'POST') {
        const type = mediaType(request);
        const accepted = call.encoding === 'json' ? [JSON_TYPE] : [FORM, JSON_TYPE];
        if (!accepted.includes(type)) {
          return deny(
            reply,
            Code.unsupportedMediaType,
            request.t('unsupportedMediaType', { type: type || '-', accepted: accepted.join(', ') }),
          );
        }
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
