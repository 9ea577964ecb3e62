import type { ArticleDetail, ArticlePage, ClientDownload } from '@rcadmin/contract';
import { Code, HELP_COLUMN_ID, POPOVER_LIMIT } from '@rcadmin/contract/wire';
import { callApi } from './http';

/** Calls of the articles host (spec §7 "Content"): it answers `{ code: '1001', msg, data }`. */

const CONTENT_OK = { acceptCodes: [Code.contentOk] } as const;

/** The latest notices (API-28: columnId 18, page 1, limitNum 4). */
export const getNotices = (limitNum: number = POPOVER_LIMIT, options: { silent?: boolean } = {}) =>
  callApi('noticeList', { columnId: HELP_COLUMN_ID, page: 1, limitNum }, { ...CONTENT_OK, ...options }).then(
    (data) => data.notice,
  );

export const getHelpArticles = (options: { silent?: boolean } = {}) =>
  callApi(
    'articleList',
    { columnId: HELP_COLUMN_ID, page: 1, limitNum: POPOVER_LIMIT },
    { ...CONTENT_OK, ...options },
  );

export const getHelpArticlePage = (page: number, limitNum: number = POPOVER_LIMIT): Promise<ArticlePage> =>
  callApi('articleListByPage', { columnId: HELP_COLUMN_ID, page, limitNum }, CONTENT_OK);

export const getArticle = (id: string): Promise<ArticleDetail> =>
  callApi('articleDetail', { id }, CONTENT_OK);

/** Clients of the download centre and the download popover (CONTENT-06): the usual envelope. */
export const getClientDownloads = (options: { silent?: boolean } = {}): Promise<ClientDownload[]> =>
  callApi('clientDownloadList', undefined, options);
