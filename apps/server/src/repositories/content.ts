import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clientDownloads, helpArticles, notices } from '../db/schema';

export type NoticeRow = typeof notices.$inferSelect;
export type ArticleRow = typeof helpArticles.$inferSelect;
export type ClientDownloadRow = typeof clientDownloads.$inferSelect;

export const contentRepository = (db: Db) => ({
  /** Notices, newest first. */
  async notices(page: number, limit: number): Promise<NoticeRow[]> {
    return db
      .select()
      .from(notices)
      .orderBy(desc(notices.publishDate), desc(notices.id))
      .limit(limit)
      .offset((page - 1) * limit);
  },

  async publishedPcNotices(): Promise<NoticeRow[]> {
    return db
      .select()
      .from(notices)
      .where(eq(notices.publishedPc, true))
      .orderBy(desc(notices.publishDate), desc(notices.id));
  },

  async articles(columnId: number, page: number, limit: number): Promise<ArticleRow[]> {
    return db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.columnId, columnId))
      .orderBy(desc(helpArticles.publishDate), desc(helpArticles.id))
      .limit(limit)
      .offset((page - 1) * limit);
  },

  async articleCount(columnId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(helpArticles)
      .where(eq(helpArticles.columnId, columnId));
    return row?.n ?? 0;
  },

  async clientDownloads(): Promise<ClientDownloadRow[]> {
    return db
      .select()
      .from(clientDownloads)
      .orderBy(desc(clientDownloads.publishDate), desc(clientDownloads.id));
  },

  async article(id: number): Promise<ArticleRow | undefined> {
    const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
    return row;
  },
});
export type ContentRepository = ReturnType<typeof contentRepository>;
