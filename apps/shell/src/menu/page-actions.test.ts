import type { MenuResource } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { mayDo, pageActionsOf } from './page-actions';

const entry = (id: string, url: string, more: Partial<MenuResource> = {}): MenuResource => ({
  id,
  name: id,
  url,
  icon: '',
  deleteFlag: 0,
  children: [],
  ...more,
});

describe("the pages' actions of the menu answer", () => {
  const actions = pageActionsOf([
    {
      appCode: 'rcadmin',
      appName: 'rcadmin',
      menuList: [
        entry('area', '', {
          children: [
            entry('group', '', {
              children: [
                entry('spu', '/goods/index/list', { actions: ['view'] }),
                // The same page under a second entry: its actions add up.
                entry('list', '/goods/index/list?from=menu', { actions: ['view', 'export'] }),
                entry('brand', '/goods/brand/blist', { actions: ['view', 'edit'] }),
                entry('notice', '/noticelist'),
              ],
            }),
          ],
        }),
      ],
    },
  ]);

  it('answers what the user may do on a page, by its route path', () => {
    expect(mayDo(actions, '/goods/index/list', 'view')).toBe(true);
    expect(mayDo(actions, '/goods/index/list', 'export')).toBe(true);
    expect(mayDo(actions, '/goods/index/list', 'changePrice')).toBe(false);
    expect(mayDo(actions, '/goods/brand/blist?x=1', 'edit')).toBe(true);
    expect(mayDo(actions, '/goods/brand/blist', 'delete')).toBe(false);
  });

  it('a page whose entry names no actions is its grant alone', () => {
    expect(mayDo(actions, '/noticelist', 'create')).toBe(true);
  });
});
