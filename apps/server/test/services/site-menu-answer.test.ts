import type { MenuFavourite } from '@rcadmin/contract';
import { describe, expect, it, vi } from 'vitest';
import { menuDataChanged, userMenuDataChanged, type MenuView } from '../../src/services/menu-cache';
import { SiteMenuAnswers, etagMatches } from '../../src/services/site-menu-answer';

const view = (menuName: string): MenuView =>
  Object.freeze({
    appList: [{ appCode: 'rcadmin', appName: menuName, menuList: [] }],
    visibleIds: new Set<string>(),
  });
const favourite = (resourceId: string): MenuFavourite => ({
  resourceId,
  parentResourceId: 'collectMenu',
  resourceName: resourceId,
});

describe('site menu answers', () => {
  it('writes the success envelope the route would, with both parts', async () => {
    const answers = new SiteMenuAnswers();
    const { body } = await answers.answer(view('a'), 1, async () => [favourite('x')]);
    expect(JSON.parse(body.toString())).toEqual({
      success: true,
      code: '0',
      msg: expect.any(String),
      content: { result: { appList: view('a').appList, collectList: [favourite('x')] } },
    });
  });

  it('tags equal bodies alike and different ones apart', async () => {
    const answers = new SiteMenuAnswers();
    const a = await answers.answer(view('a'), 1, async () => [favourite('x')]);
    const sameForAnother = await answers.answer(view('a'), 2, async () => [favourite('x')]);
    const otherMenu = await answers.answer(view('b'), 1, async () => [favourite('x')]);
    const otherFavourites = await answers.answer(view('a'), 3, async () => []);
    expect(sameForAnother).toEqual(a);
    expect(new Set([a.etag, otherMenu.etag, otherFavourites.etag]).size).toBe(3);
  });

  it('reads a user’s favourites once, again after a change of users or of menu data', async () => {
    const answers = new SiteMenuAnswers();
    const load = vi.fn(async () => [favourite('x')]);
    const menu = view('a');
    await Promise.all([answers.answer(menu, 1, load), answers.answer(menu, 1, load)]);
    await answers.answer(menu, 1, load);
    expect(load).toHaveBeenCalledTimes(1);
    userMenuDataChanged();
    await answers.answer(menu, 1, load);
    expect(load).toHaveBeenCalledTimes(2);
    menuDataChanged();
    await answers.answer(menu, 1, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed read, and holds favourites a minute at most', async () => {
    let now = 0;
    const answers = new SiteMenuAnswers(() => now);
    const failing = vi.fn(async (): Promise<MenuFavourite[]> => {
      throw new Error('down');
    });
    await expect(answers.answer(view('a'), 1, failing)).rejects.toThrow('down');
    const load = vi.fn(async () => [favourite('x')]);
    await answers.answer(view('a'), 1, load);
    now = 59_000;
    await answers.answer(view('a'), 1, load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 61_000;
    await answers.answer(view('a'), 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('matches If-None-Match by weak comparison, in a list, or *', () => {
    expect(etagMatches(undefined, '"a.b"')).toBe(false);
    expect(etagMatches('"a.b"', '"a.b"')).toBe(true);
    expect(etagMatches('W/"a.b"', '"a.b"')).toBe(true);
    expect(etagMatches('"x", "a.b"', '"a.b"')).toBe(true);
    expect(etagMatches('*', '"a.b"')).toBe(true);
    expect(etagMatches('"a.c"', '"a.b"')).toBe(false);
    expect(etagMatches('a.b', '"a.b"')).toBe(false);
  });
});
