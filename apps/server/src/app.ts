import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SITE_TOKEN_HEADER } from '@rcadmin/contract';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { mapTileSources, sessionCookieName, type Config } from './config';
import type { Database } from './db/database';
import dbPlugin from './plugins/db';
import errorsPlugin, { BODY_LIMIT_BYTES } from './plugins/errors';
import foregroundPlugin from './plugins/foreground';
import frameCspPlugin from './plugins/frame-csp';
import housekeepingPlugin from './plugins/housekeeping';
import jobsPlugin from './plugins/jobs';
import i18nPlugin from './plugins/i18n';
import loadSheddingPlugin from './plugins/load-shedding';
import securityPlugin from './plugins/security';
import servicesPlugin from './plugins/services';
import shellPlugin from './plugins/shell';
import signInLimitsPlugin from './plugins/sign-in-limits';
import storagePlugin from './plugins/storage';
import apiRoutes from './routes';
import microSandboxRoutes from './routes/micro-sandbox';
import systemRoutes from './routes/system';
import type { SmsGateway } from './infra/sms-gateway';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Defaults to the gateway the configuration names (config.smsGateway). */
  smsGateway?: SmsGateway;
  /** Fastify logger options; defaults to the config's level with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
}

/** Body fields and headers that must never reach a log line. */
const SECRET_FIELDS = [
  'password',
  'oldPwd',
  'newPwd',
  'confirmPwd',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'verifyCode',
  'codeNumber',
  'siteToken',
  'token',
];
const LOG_REDACT = [
  'req.headers.cookie',
  `req.headers["${SITE_TOKEN_HEADER}"]`,
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [`body.${field}`, `req.body.${field}`, `*.body.${field}`]),
];

/**
 * A request URL for the log: values of secret query parameters (the SMS code of checkVerifyCode)
 * and the grey-test config file's token (it names a session's file) masked.
 */
export function logSafeUrl(url: string): string {
  const pattern = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#]*`, 'g');
  return url.replace(pattern, '$1[redacted]').replace(/^([^?#]*\/grey\/)[^/?#]+(\.json)/, '$1[redacted]$2');
}

/** The logger: the configured level, secrets redacted from bodies, headers and query strings. */
export function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: logSafeUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * Query strings are coerced (they are text on the wire); bodies are not, so a JSON number where
 * the contract wants a string is refused rather than silently converted. Body fields the contract
 * does not declare, at any depth, are dropped before a handler sees them ('all': TypeBox objects
 * carry no additionalProperties: false; no body schema of the contract is a union, where 'all'
 * would strip one branch's fields while trying another).
 */
function validatorCompilers() {
  const base = { allErrors: true, strict: false, useDefaults: true, removeAdditional: false } as const;
  const body = new Ajv({ ...base, coerceTypes: false, removeAdditional: 'all' });
  const other = new Ajv({ ...base, coerceTypes: true });
  addFormats(body);
  addFormats(other);
  return { body, other };
}

/** The shell folder when it holds a build (an index.html to fall back to). */
const shellFolder = (dir: string | undefined) =>
  dir !== undefined && existsSync(path.join(dir, 'index.html')) ? dir : undefined;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });

  // Which of several servers behind one proxy answered (SERVER_ID, e.g. for the cluster test): a
  // name the operator chose, nothing about the machine. No header when unset.
  const serverId = process.env.SERVER_ID?.trim();
  if (serverId)
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-served-by', serverId);
    });

  const compilers = validatorCompilers();
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? compilers.body : compilers.other).compile(schema),
  );
  // Response schemas document the envelope; answers are serialised as they are.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Calls are form-encoded or JSON (spec §7); anything else is refused with 415.
  app.removeContentTypeParser('text/plain');

  // First: every request counts as in flight from its first hook (plugins/foreground.ts).
  await app.register(foregroundPlugin, { maxWaitMs: config.foregroundWaitMs });
  // external plugins
  await app.register(cookie);
  await app.register(formbody);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'frame-src': ["'self'", ...config.frameOrigins],
        // MAP_TILE_URL's host serves the raster tiles of the fence and pickup maps.
        'img-src': ["'self'", 'data:', 'blob:', ...mapTileSources(config.mapTileUrl)],
        // Not helmet's `https:`: any site's styles. antd writes its own in <style> elements.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Not helmet's `https:` either: the shell's fonts are its own (or the system's); a
        // micro-app, which runs in the shell's document, may load its own.
        'font-src': ["'self'", 'data:', ...config.microAppOrigins],
        // The shell is served over plain http on loopback in development and tests.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'rcadmin API',
        version: '1',
        description:
          `Every call is served under the base prefix ${config.apiBase || '/'}. Success: ` +
          "{ success: true, code: '0', msg: '成功', content: { result } }; failure: { success: false, code, msg }. " +
          'Business refusals (wrong password, SMS code, ...) answer HTTP 200 with a failure envelope; ' +
          'login required is 401, a missing site token 403, bad input 400/413/415, unknown paths 404. ' +
          'The articles host answers { code: "1001", msg, data }.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config) },
          siteToken: { type: 'apiKey', in: 'header', name: SITE_TOKEN_HEADER },
        },
      },
    },
  });
  if (config.docs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  // app plugins
  await app.register(dbPlugin, { database });
  await app.register(servicesPlugin, { config, smsGateway: options.smsGateway });
  await app.register(storagePlugin);
  await app.register(i18nPlugin);
  // Before the session lookup: a refusal under pressure costs no database work.
  await app.register(loadSheddingPlugin);
  await app.register(securityPlugin);
  await app.register(signInLimitsPlugin);
  await app.register(housekeepingPlugin);
  await app.register(jobsPlugin);
  await app.register(frameCspPlugin);
  const staticDir = shellFolder(config.staticDir);
  if (config.staticDir && !staticDir)
    app.log.warn({ staticDir: config.staticDir }, 'no index.html there: no shell served');
  if (staticDir) await app.register(shellPlugin, { staticDir });
  await app.register(errorsPlugin, { apiBase: config.apiBase, staticDir });

  // routes
  await app.register(systemRoutes, { apiBase: config.apiBase });
  await app.register(microSandboxRoutes);
  await app.register(apiRoutes, { prefix: config.apiBase });
  return app;
}
