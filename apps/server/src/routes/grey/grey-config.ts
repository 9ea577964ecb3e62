import { Code, SUCCESS_MSG, fail } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { sessionOf } from '../../http/define-call';
import { statusOf } from '../../http/status';
import type { CallConfig } from '../../plugins/security';
import { sameDigest, sha256 } from '../../infra/tokens';

/** The tenant's grey-test pages: a JSON array in this system parameter, none when unset. */
export const GREY_PAGES_PARAM = 'greyPages';

const GreyPage = Type.Object({ originUrl: Type.String(), greyUrl: Type.String(), platformNo: Type.String() });
type GreyPage = Static<typeof GreyPage>;

const SESSION_CALL: CallConfig = {
  access: 'session',
  allowRestricted: false,
  encoding: undefined,
  method: 'GET',
};

function parsePages(raw: string | undefined): GreyPage[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? (value as GreyPage[]) : [];
  } catch {
    return [];
  }
}

/**
 * GET /grey/{token}.json?_platform_num= (spec §7 Content, MSG-05): the grey-test config of the
 * signed-in tenant. The file is named by the session's greyToken (the sign-in answer's), so one
 * session cannot read another's and the siteToken, the CSRF secret, never travels in a URL; the
 * answer is `{ ..., data: { pages } }`, the shape the shell reads data.pages from.
 */
export default async function greyConfigRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string }; Querystring: { _platform_num: string } }>(
    '/grey/:file',
    {
      config: { call: SESSION_CALL },
      schema: {
        summary:
          "The grey-test config file of the session ({greyToken}.json, the sign-in answer's); reads data.pages.",
        tags: ['grey'],
        params: Type.Object({ file: Type.String({ pattern: '^[^/]+\\.json$' }) }),
        querystring: Type.Object({ _platform_num: Type.String({ minLength: 1, maxLength: 32 }) }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            code: Type.String(),
            msg: Type.String(),
            data: Type.Object({ pages: Type.Array(GreyPage) }),
          }),
        },
      },
    },
    async (request, reply) => {
      const { session, tenant } = sessionOf(request);
      const token = request.params.file.slice(0, -'.json'.length);
      const mine =
        session.greyTokenHash !== null &&
        sameDigest(sha256(token), session.greyTokenHash) &&
        request.query._platform_num === tenant.platformNum;
      if (!mine) {
        const path = request.url.split('?')[0] ?? '';
        return reply.code(statusOf(Code.notFound)).send(fail(Code.notFound, request.t('notFound', { path })));
      }
      const pages = parsePages(await app.repos.tenants.sysParam(tenant.id, GREY_PAGES_PARAM));
      return { success: true as const, code: Code.ok, msg: SUCCESS_MSG, data: { pages } };
    },
  );
}
