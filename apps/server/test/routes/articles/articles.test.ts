import { describe, expect, it } from 'vitest';
import { Agent, DEMO, TEST_DATABASES, expectContent, expectFail, signedIn, useTestApp } from '../../helpers';

const page = (page: number, limitNum: number) => ({ query: { columnId: 18, page, limitNum } });

describe.each(TEST_DATABASES)('articles host on %s', (kind) => {
  const t = useTestApp(kind);

  it('[API-28] [CONTENT-01] [DATA-04] notice list answers code 1001 with data.notice (id, link, publishDate, text), newest first, limited', async () => {
    const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const data = expectContent(await agent.call('noticeList', page(1, 4)), 'noticeList');
    expect(data.notice).toHaveLength(4);
    for (const notice of data.notice) {
      expect(Object.keys(notice)).toEqual(expect.arrayContaining(['id', 'link', 'publishDate', 'text']));
    }
    const dates = data.notice.map((notice) => notice.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.notice.some((notice) => notice.text.length > 20)).toBe(true);
    const all = expectContent(await agent.call('noticeList', page(1, 100)), 'noticeList');
    expect(all.notice).toHaveLength(6);
    expect(expectContent(await agent.call('noticeList', page(2, 4)), 'noticeList').notice).toHaveLength(2);
  });

  it('[API-30] published PC notices are public JSON', async () => {
    const response = await new Agent(t.app).call('publishedNotice');
    const data = expectContent(response, 'publishedNotice');
    expect(data.notice).toHaveLength(5);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('[API-28] [API-29] [CONTENT-02] [DATA-05] article list answers column 18 help articles (id, title, link, cover_path) as data, 4 per page', async () => {
    const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const list = expectContent(await agent.call('articleList', page(1, 4)), 'articleList');
    expect(list).toHaveLength(4);
    for (const article of list) {
      expect(Object.keys(article)).toEqual(expect.arrayContaining(['id', 'title', 'link', 'cover_path']));
      expect(article.link).toBe(`/art/${article.id}`);
    }
    expect(
      expectContent(
        await agent.call('articleList', { query: { columnId: 7, page: 1, limitNum: 4 } }),
        'articleList',
      ),
    ).toEqual([]);
  });

  it('[API-29] [CONTENT-04] listByPage answers one page and the total', async () => {
    const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const third = expectContent(await agent.call('articleListByPage', page(3, 4)), 'articleListByPage');
    expect(third).toMatchObject({ total: 10, page: 3, limitNum: 4 });
    expect(third.list).toHaveLength(2);
  });

  it('[API-29] [CONTENT-05] detail answers one article, and 4004 for an unknown id', async () => {
    const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const [first] = expectContent(await agent.call('articleList', page(1, 1)), 'articleList');
    const detail = expectContent(
      await agent.call('articleDetail', { query: { id: first?.id as string } }),
      'articleDetail',
    );
    expect(detail.title).toBe(first?.title);
    expect(detail.content.length).toBeGreaterThan(20);
    for (const id of ['999999', 'abc', '1 or 1=1']) {
      expectFail(await agent.call('articleDetail', { query: { id } }), '4004', 404);
    }
  });

  it('refuses bad paging with a 400 naming the field', async () => {
    const agent = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const queries: Record<string, string | number>[] = [
      { columnId: 'abc', page: 1, limitNum: 4 },
      { columnId: 18, page: 0, limitNum: 4 },
      { columnId: 18, page: 1, limitNum: 1000 },
      { columnId: 18, page: 1 },
    ];
    for (const query of queries) {
      const body = expectFail(await agent.call('noticeList', { query }), '4000', 400);
      expect(body.msg).toMatch(/query\.(columnId|page|limitNum)/);
    }
  });

  it('needs a session (except the published PC notices)', async () => {
    expectFail(await new Agent(t.app).call('noticeList', page(1, 4)), '1024', 401);
  });
});
