import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NavTreeNode } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { CallError } from '../../../host-kit';
import { testKitWith } from '../../../shared/test-kit';
import { settingsLocales } from '../../locales';
import { parentChoices } from './nav-places';
import StoreNavPage from './store-nav-page';

afterEach(cleanup);

const shelf = (
  navId: string,
  name: string,
  parentId: string,
  level: number,
  children: NavTreeNode[] = [],
  extra: Partial<NavTreeNode> = {},
): NavTreeNode => ({ navId, parentId, name, icon: '', level, sortOrder: 0, skuCount: 0, children, ...extra });

const demoTree = (): NavTreeNode[] => [
  shelf(
    '1',
    '首页推荐',
    '',
    1,
    [shelf('11', '热销爆款', '1', 2, [], { skuCount: 4 }), shelf('12', '新品上架', '1', 2)],
    {
      icon: 'HomeOutlined',
    },
  ),
  shelf('2', '休闲零食', '', 1, [shelf('21', '薯片膨化', '2', 2, [shelf('211', '番茄味', '21', 3)])]),
];

function navKit(answers: Record<string, (body: unknown) => unknown> = {}) {
  const posted: [string, unknown][] = [];
  const kit = testKitWith(settingsLocales, {
    [calls.navTree.path]: () => demoTree(),
    ...Object.fromEntries(
      (['navSave', 'navMove', 'navDelete'] as const).map((name) => [
        calls[name].path,
        (_: unknown, body: unknown) => {
          posted.push([name, body]);
          return answers[name] ? answers[name](body) : name === 'navSave' ? { navId: '99' } : true;
        },
      ]),
    ),
  });
  return { kit, posted };
}

describe('store navigation page', () => {
  it('[SET-03] shows the tree with icons and goods counts; adds a shelf under another with an icon', async () => {
    const { kit, posted } = navKit();
    render(<StoreNavPage kit={kit} />);
    expect(await screen.findByRole('heading', { name: 'Store navigation' })).toBeTruthy();
    expect(await screen.findByText('番茄味')).toBeTruthy();
    expect(screen.getByText('Home')).toBeTruthy();
    expect(screen.getByText('4 goods')).toBeTruthy();
    // Three levels at most: the third level offers no shelf under it.
    expect(screen.queryByRole('button', { name: 'Add shelf under 番茄味' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add shelf under 首页推荐' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByText('首页推荐')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Shelf name'), { target: { value: ' E2E 货架 ' } });
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Offers · TagOutlined'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted).toEqual([['navSave', { parentId: '1', name: 'E2E 货架', icon: 'TagOutlined' }]]),
    );
    expect(kit.notify).toHaveBeenCalledWith('success', 'Shelf added');
  });

  it('[SET-03] moves a shelf up and down among its siblings and under another shelf', async () => {
    const { kit, posted } = navKit();
    render(<StoreNavPage kit={kit} />);
    await screen.findByText('新品上架');
    expect((screen.getByRole('button', { name: 'Move up 热销爆款' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move down 热销爆款' }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual(['navMove', { navId: '11', parentId: '1', index: '1' }]),
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Move up 新品上架' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move up 新品上架' }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual(['navMove', { navId: '12', parentId: '1', index: '0' }]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move to… 新品上架' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('— 薯片膨化'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual(['navMove', { navId: '12', parentId: '21', index: '1' }]),
    );
  });

  it('[SET-03] only offers moves the server allows: never under itself, nor past the third level', () => {
    const tree = demoTree();
    const names = (node: NavTreeNode) => parentChoices(tree, node).map((entry) => entry.name);
    // 休闲零食 spans three levels: it can only stay at the top.
    expect(names(tree[1]!)).toEqual([]);
    // 薯片膨化 spans two: under a top shelf, not under itself or a second-level shelf.
    expect(names(tree[1]!.children[0]!)).toEqual(['首页推荐', '休闲零食']);
    expect(names(tree[0]!.children[1]!)).toEqual(['首页推荐', '热销爆款', '休闲零食', '薯片膨化']);
  });

  it('[SET-03] deleting asks first, naming the shelves under it; a refusal says why', async () => {
    const { kit, posted } = navKit({
      navDelete: () => {
        throw new CallError({
          code: '4092',
          msg: 'The shelf "休闲零食" and the shelves under it list 7 goods items (including the recycle bin): it cannot be deleted.',
        });
      },
    });
    render(<StoreNavPage kit={kit} />);
    await screen.findByText('休闲零食');
    fireEvent.click(screen.getByRole('button', { name: 'Delete 休闲零食' }));
    expect(await screen.findByText('Delete the shelf “休闲零食” and the 2 shelves under it?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('list 7 goods items');
    expect(posted).toEqual([['navDelete', { navId: '2' }]]);
    expect(kit.http.post).toHaveBeenCalledWith(calls.navDelete.path, { navId: '2' }, { silent: true });
  });
});
