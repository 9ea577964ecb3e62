import { Code, SUCCESS_MSG, type Notice } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call';
import type { NoticeRow } from '../../repositories/content';
import { formatDateTime } from '../../domain/dates';

const toNotice = (row: NoticeRow): Notice => ({
  id: String(row.id),
  link: row.link,
  publishDate: formatDateTime(row.publishDate),
  text: row.text,
});

/** /articles/notice/* on the articles host. */
export default async function noticeRoutes(app: FastifyInstance) {
  defineCall(app, 'noticeList', async (request) => {
    const { page, limitNum } = request.query;
    const rows = await app.repos.content.notices(page, limitNum);
    return { code: Code.contentOk, msg: SUCCESS_MSG, data: { notice: rows.map(toNotice) } };
  });

  // Public: fetched without credentials (spec §7).
  defineCall(app, 'publishedNotice', async () => {
    const rows = await app.repos.content.publishedPcNotices();
    return { code: Code.contentOk, msg: SUCCESS_MSG, data: { notice: rows.map(toNotice) } };
  });
}
