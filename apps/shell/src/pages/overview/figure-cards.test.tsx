import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import i18n from '../../i18n';
import type { MenuItem } from '../../menu/types';
import { ChartCards, FigureCards } from './figure-cards';
import { chartOption, FigureChart } from './figure-chart';
import * as figuresApi from './overview-figures-api';
import { cardsHeld, type CardName } from './overview-figures-api';

const FIGURES = {
  goods: { onSale: 1234, offSale: 5, recycled: 2, noPrice: 3, noPicture: 40 },
  adjustments: { today: 2, pending: 1 },
  stores: { active: 3, servingNow: 2, noFence: 1 },
  jobs: { days: 7, imports: 4, exports: 6, failed: 1 },
  recentWork: {
    list: [
      {
        id: '9',
        at: '2026-11-29T08:30:00.000Z',
        opt: '新增品牌 农夫山泉',
        menuCode: '/goods/brand/blist',
        menuName: '品牌',
      },
    ],
  },
  signIns: {
    days: [
      { date: '2026-11-28', count: 3 },
      { date: '2026-11-29', count: 5 },
    ],
  },
  categories: {
    list: Array.from({ length: 12 }, (_, i) => ({
      categoryId: String(i + 1),
      name: `分类${i + 1}`,
      count: 100 - i,
    })),
    uncategorised: 7,
  },
};

const page = (path: string, deleteFlag: 0 | 1 = 0): MenuItem => ({
  id: path,
  level: 3,
  title: path,
  titles: { zh: path },
  path,
  url: path,
  list: [],
  isCollect: false,
  isActive: false,
  deleteFlag,
  menuTree: { firstMenu: { id: 'a', name: 'a', url: '' }, secondMenu: null, thirdMenu: null },
});
const area = (...pages: MenuItem[]): MenuItem => ({
  ...page(''),
  level: 1,
  list: [{ ...page(''), level: 2, list: pages }],
});

function show(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

/** What the server answers for a card (every card's figures unless a test says otherwise). */
let answer: (card: CardName) => Promise<unknown>;
let asked: CardName[];

afterEach(cleanup);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  answer = async (card) => FIGURES[card];
  asked = [];
  vi.spyOn(figuresApi, 'readFigures').mockImplementation(async (card: CardName) => {
    asked.push(card);
    return (await answer(card)) as never;
  });
});

describe('overview figure cards', () => {
  test('a card is asked for each page the menu links to', () => {
    expect(cardsHeld([area(page('/goods/index/list'), page('/goods/category/list'))])).toEqual([
      'goods',
      'jobs',
      'categories',
    ]);
    expect(cardsHeld([area(page('/organization/DeptIndex', 1))])).toEqual(['stores', 'jobs']);
    expect(cardsHeld([area(page('/member/index'))])).toEqual([]);
    expect(cardsHeld([area(page('/organization/DeptIndex'), page('/organization/employeeIndex'))])).toEqual([
      'stores',
      'jobs',
      'signIns',
    ]);
    expect(cardsHeld([area(page('/setting/operationLog/list'))])).toEqual(['jobs', 'recentWork']);
  });

  test('each figure is shown and links to the view it counts', async () => {
    show(<FigureCards held={['goods', 'adjustments', 'stores', 'jobs', 'recentWork']} />);
    const onSale = await screen.findByRole('link', { name: 'On sale: 1,234' });
    expect(onSale.getAttribute('href')).toBe('/goods/index/list?saleState=1');
    expect(screen.getByRole('link', { name: 'Off sale: 5' }).getAttribute('href')).toBe(
      '/goods/index/list?saleState=0',
    );
    expect(screen.getByRole('link', { name: 'Recycle bin: 2' }).getAttribute('href')).toBe(
      '/goods/index/list?deleted=1',
    );
    expect(screen.getByTestId('overview-goods-noPicture').textContent).toBe('40');
    expect(screen.getByRole('link', { name: 'Taking effect today: 2' }).getAttribute('href')).toBe(
      '/goods/priceAdjustment/priceAdjustmentIndex',
    );
    expect(screen.getByRole('link', { name: 'Serving now: 2' }).getAttribute('href')).toBe(
      '/organization/DeptIndex',
    );
    expect(screen.getByRole('heading', { name: 'Imports and exports, last 7 days' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Failed: 1' }).getAttribute('href')).toBe('/batchExcel');
    expect(
      within(screen.getByTestId('overview-card-recentWork')).getByText('品牌 · 新增品牌 农夫山泉'),
    ).toBeTruthy();
    expect(screen.getByText('2026-11-29 08:30')).toBeTruthy();
    // No link of the figures is named like the notice card's "Open" (the e2e's first such link).
    expect(screen.queryAllByRole('link', { name: /open/i })).toEqual([]);
  });

  test('only the cards held are asked for, and a card whose call fails is left out', async () => {
    answer = async (card) => {
      if (card === 'stores') throw new Error('refused');
      return FIGURES[card];
    };
    show(<FigureCards held={['goods', 'stores']} />);
    await screen.findByRole('link', { name: 'On sale: 1,234' });
    await waitFor(() => expect(screen.queryByTestId('overview-card-stores')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Stores' })).toBeNull();
    expect([...asked].sort()).toEqual(['goods', 'stores']);
  });

  test('the charts carry their figures as a table: sign-ins per day, the top ten categories and the rest', async () => {
    show(<ChartCards held={['signIns', 'categories']} />);
    const signIns = await screen.findByRole('table', { name: 'Sign-ins, last 14 days' });
    expect(
      within(signIns)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateSign-ins', '11-283', '11-295']);
    const categories = screen.getByRole('table', { name: 'Goods by category' });
    const rows = within(categories).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows[0]?.textContent).toBe('分类1100');
    // Categories 11 and 12 (90 + 89) and the 7 without a category.
    expect(rows[10]?.textContent).toBe('Others and uncategorised186');
  });

  test('no chart card without its page', () => {
    const { container } = show(<ChartCards held={['goods']} />);
    expect(container.textContent).toBe('');
  });
});

describe('overview chart', () => {
  test('the chart takes its colour from the theme’s tokens', () => {
    const element = document.createElement('div');
    element.style.setProperty('--ant-color-primary', '#00aa88');
    document.body.append(element);
    const option = chartOption(element, { kind: 'line', labels: ['a'], values: [1] });
    expect(option.color).toEqual(['#00aa88']);
    expect(option.series[0]).toMatchObject({ type: 'line', data: [1] });
    const bars = chartOption(element, { kind: 'bar', labels: ['a', 'b'], values: [2, 1] });
    expect(bars.yAxis).toMatchObject({ type: 'category', data: ['a', 'b'], inverse: true });
  });

  test('the drawing is hidden from screen readers, the table is not', () => {
    const { container } = render(
      <FigureChart
        caption="Figures"
        labelHeader="Day"
        valueHeader="Count"
        data={{ kind: 'line', labels: ['x'], values: [1] }}
      />,
    );
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('table', { name: 'Figures' })).toBeTruthy();
  });
});
