import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  addCachedView,
  addEmbeddedUrl,
  addView,
  delAllViews,
  delOthersViews,
  delView,
  refreshView,
  resetTabs,
  restoreTabs,
  flushVisitedViewUpdates,
  updateVisitedViewLater,
  setActive,
  setTabsCollected,
  tabs,
  updateVisitedView,
  type TabView,
} from './tabs';

const view = (path: string, extra: Partial<TabView> = {}): TabView => ({
  path,
  fullPath: path,
  name: path.slice(1).replaceAll('/', '-'),
  query: {},
  params: {},
  title: path,
  meta: { title: `routes.${path}` },
  ...extra,
});

afterEach(() => resetTabs());

describe('tab store', () => {
  test('[TAB-01] [TAB-02] it starts with the pinned overview tab, active, no cache and no embedded pages', () => {
    expect(tabs.activeIndex).toBe('overview');
    expect(tabs.cachedViews).toEqual([]);
    expect(tabs.embeddedUrls).toEqual([]);
    expect(tabs.visitedViews).toEqual([
      {
        path: '/overview',
        fullPath: '/overview',
        name: 'overview',
        query: {},
        params: {},
        title: '',
        meta: { title: 'routes.overview', affix: true },
      },
    ]);
  });

  test('[TAB-03] a view is added once per path', () => {
    addView(view('/member/index'));
    addView(view('/member/index', { title: 'again' }));
    expect(tabs.visitedViews.map((tab) => tab.path)).toEqual(['/overview', '/member/index']);
    expect(tabs.visitedViews[1]!.title).toBe('/member/index');
    expect(tabs.cachedViews).toEqual(['member-index']);
  });

  test("[TAB-04] with type 'sadness' a same-path tab titled by params or query is replaced", () => {
    addView(view('/goods/index/edit/1', { params: { id: '1' }, title: '编辑 1' }));
    addView(view('/member/index'));
    addView(view('/goods/index/edit/1', { params: { id: '1' }, title: '编辑 1 (新)' }), 'sadness');
    expect(tabs.visitedViews.map((tab) => tab.title)).toEqual(['', '编辑 1 (新)', '/member/index']);
    // Without params or query there is nothing to retitle: the tab stays.
    addView(view('/member/index', { title: 'other' }), 'sadness');
    expect(tabs.visitedViews[2]!.title).toBe('/member/index');
  });

  test('[TAB-05] [TAB-11] closing a tab removes it, its cache and its embedded entry; pinned tabs stay', () => {
    const frame = view('/iframe/urlPath?id=e1', { name: 'frame', query: { id: 'e1' } });
    addEmbeddedUrl({ id: 'e1', parentId: 'g1', name: '供应商', src: 'https://vendor.test/' });
    addView(frame);
    addView(view('/member/index'));
    expect(tabs.embeddedUrls).toEqual([
      { id: 'e1', parentId: 'g1', name: '供应商', src: 'https://vendor.test/' },
    ]);
    delView(frame.path);
    delView('/member/index');
    delView('/overview');
    expect(tabs.visitedViews.map((tab) => tab.path)).toEqual(['/overview']);
    expect(tabs.embeddedUrls).toEqual([]);
    expect(tabs.cachedViews).toEqual([]);
  });

  test('[TAB-06] close others keeps the chosen tab and the pinned ones', () => {
    addView(view('/a'));
    addView(view('/b'));
    addView(view('/c'));
    delOthersViews('/b');
    expect(tabs.visitedViews.map((tab) => tab.path)).toEqual(['/overview', '/b']);
    expect(tabs.cachedViews).toEqual(['b']);
  });

  test('[TAB-07] close all keeps only the pinned tabs', () => {
    addView(view('/a'));
    addEmbeddedUrl({ id: 'e1', parentId: 'g1', name: 'x', src: 'https://x.test/' });
    setActive('a');
    delAllViews();
    expect(tabs.visitedViews.map((tab) => tab.path)).toEqual(['/overview']);
    expect(tabs).toMatchObject({ cachedViews: [], embeddedUrls: [], activeIndex: 'overview' });
  });

  test('[TAB-08] update changes a tab in place and set active changes the active index', () => {
    addView(view('/a'));
    addView(view('/b'));
    updateVisitedView({ path: '/a', title: 'renamed', query: { q: '1' } });
    expect(tabs.visitedViews[1]).toMatchObject({ path: '/a', title: 'renamed', query: { q: '1' } });
    updateVisitedView({ path: '/missing', title: 'x' });
    expect(tabs.visitedViews).toHaveLength(3);
    setActive('b');
    expect(tabs.activeIndex).toBe('b');
  });

  test('[TAB-09] noCache views and the frame view are never cached', () => {
    addCachedView({ name: 'plain', meta: { title: '' } });
    addCachedView({ name: 'quiet', meta: { title: '', noCache: true } });
    addCachedView({ name: 'frame', meta: { title: '' } });
    addCachedView({ name: 'plain', meta: { title: '' } });
    expect(tabs.cachedViews).toEqual(['plain']);
  });

  test('[TAB-10] refreshing drops the view from the cache and re-enters it through /redirect', () => {
    addView(view('/a', { fullPath: '/a?x=1' }));
    expect(refreshView(tabs.visitedViews[1]!)).toBe('/redirect/a?x=1');
    expect(tabs.cachedViews).toEqual([]);
    expect(tabs.visitedViews.map((tab) => tab.path)).toEqual(['/overview', '/a']);
  });

  test('[MENU-05] [FAV-08] a tab opened from the menu carries its resource id and follows its favourite state', () => {
    addView(view('/member/index', { resourceId: 'm1', collected: false }));
    setTabsCollected('m1', true);
    expect(tabs.visitedViews[1]).toMatchObject({ resourceId: 'm1', collected: true });
    setTabsCollected('m1', false);
    expect(tabs.visitedViews[1]!.collected).toBe(false);
  });

  test('[TAB-03] a page’s address in passing reaches its tab when the browser is idle, or when the tabs are acted on', async () => {
    addView(view('/goods/index/list'));
    updateVisitedViewLater({
      path: '/goods/index/list',
      fullPath: '/goods/index/list?pageNo=2',
      query: { pageNo: '2' },
    });
    updateVisitedViewLater({
      path: '/goods/index/list',
      fullPath: '/goods/index/list?pageNo=3',
      query: { pageNo: '3' },
    });
    expect(tabs.visitedViews[1]!.fullPath).toBe('/goods/index/list');
    flushVisitedViewUpdates();
    expect(tabs.visitedViews[1]).toMatchObject({
      fullPath: '/goods/index/list?pageNo=3',
      query: { pageNo: '3' },
    });
    // Left alone, it lands by itself.
    updateVisitedViewLater({
      path: '/goods/index/list',
      fullPath: '/goods/index/list?pageNo=4',
      query: { pageNo: '4' },
    });
    await vi.waitFor(() => expect(tabs.visitedViews[1]!.fullPath).toBe('/goods/index/list?pageNo=4'));
  });

  test('[TAB-03] a sign-in shows the tabs of the account signing in, never those of the one before', async () => {
    document.cookie = 'siteUserId=u-admin; path=/';
    addView(view('/a'));
    await Promise.resolve();
    window.dispatchEvent(new Event('pagehide'));
    // The admin signs out; their page comes back as a tab before the sign-in page shows.
    resetTabs();
    addView(view('/organization/operatorIndex'));
    document.cookie = 'siteUserId=u-clerk; path=/';
    restoreTabs();
    expect(tabs.visitedViews.map((tab) => tab.path)).toEqual(['/overview']);
    document.cookie = 'siteUserId=; path=/; max-age=0';
  });

  test('[TAB-03] the tabs and embedded list survive a reload; reset clears them', async () => {
    addView(view('/a'));
    addEmbeddedUrl({ id: 'e1', parentId: 'g1', name: 'x', src: 'https://x.test/' });
    await Promise.resolve();
    // A reload: the page goes away first, which writes what is pending.
    window.dispatchEvent(new Event('pagehide'));
    vi.resetModules();
    const reloaded = await import('./tabs');
    expect(reloaded.tabs.visitedViews.map((tab) => tab.path)).toEqual(['/overview', '/a']);
    expect(reloaded.tabs.embeddedUrls).toHaveLength(1);
    reloaded.resetTabs();
    resetTabs();
    await Promise.resolve();
    window.dispatchEvent(new Event('pagehide'));
    vi.resetModules();
    const fresh = await import('./tabs');
    expect(fresh.tabs.visitedViews.map((tab) => tab.path)).toEqual(['/overview']);
  });

  test('[TAB-03] open tabs are written to the session in the next idle moment, without a reload', async () => {
    addView(view('/idle'));
    await vi.waitFor(() => {
      const written = Object.keys(sessionStorage)
        .filter((key) => key.startsWith('tagsView:'))
        .map((key) => sessionStorage.getItem(key) ?? '');
      expect(written.some((text) => text.includes('/idle'))).toBe(true);
    });
  });
});
