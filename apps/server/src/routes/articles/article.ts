import { Code, SUCCESS_MSG, type HelpArticle } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal } from '../../http/define-call';
import type { ArticleRow } from '../../repositories/content';
import { formatDateTime } from '../../domain/dates';

const toHelpArticle = (row: ArticleRow): HelpArticle => ({
  id: String(row.id),
  title: row.title,
  // The article page of the shell, unless the article links elsewhere.
  link: row.link || `/art/${row.id}`,
  cover_path: row.coverPath,
});

/** /articles/article/* on the articles host. */
export default async function articleRoutes(app: FastifyInstance) {
  defineCall(app, 'articleList', async (request) => {
    const { columnId, page, limitNum } = request.query;
    const rows = await app.repos.content.articles(columnId, page, limitNum);
    return { code: Code.contentOk, msg: SUCCESS_MSG, data: rows.map(toHelpArticle) };
  });

  defineCall(app, 'articleListByPage', async (request) => {
    const { columnId, page, limitNum } = request.query;
    const [rows, total] = await Promise.all([
      app.repos.content.articles(columnId, page, limitNum),
      app.repos.content.articleCount(columnId),
    ]);
    return {
      code: Code.contentOk,
      msg: SUCCESS_MSG,
      data: { total, page, limitNum, list: rows.map(toHelpArticle) },
    };
  });

  defineCall(app, 'articleDetail', async (request) => {
    const { id } = request.query;
    const row = /^\d{1,9}$/.test(id) ? await app.repos.content.article(Number(id)) : undefined;
    if (!row) return refusal(request, Code.notFound, 'articleNotFound');
    return {
      code: Code.contentOk,
      msg: SUCCESS_MSG,
      data: {
        id: String(row.id),
        title: row.title,
        publishDate: formatDateTime(row.publishDate),
        cover_path: row.coverPath,
        content: row.content,
      },
    };
  });
}
