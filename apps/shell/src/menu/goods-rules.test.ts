import { afterEach, describe, expect, test, vi } from 'vitest';
import { GOODS_MENU_TWEAK_DELAY_MS } from '../constants';
import { permission, resetPermission, scheduleGoodsTweak, setMenu } from '../stores/permission';
import { toMenuItems } from './build-menu';
import type { MenuItem } from './types';
import { applyGoodsTweak, applyPlatformRules, goodsEntriesHidden } from './goods-rules';
import { localiseMenu } from './localise';
import { goodsArea, memberArea } from './testing/fixtures';

const goodsTitles = (menu: readonly MenuItem[]) =>
  menu.find((m) => m.title === '商品')!.list[0]!.list.map((p) => p.title);

describe('goods submenu tweak', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetPermission();
  });

  test("[MENU-09] isSpuUse '1' hides 商品档案(SPU) and 组合商品", () => {
    expect(goodsEntriesHidden('1')).toEqual(['商品档案(SPU)', '组合商品']);
    const menu = applyGoodsTweak(toMenuItems([goodsArea(), memberArea()], new Set()), '1');
    expect(goodsTitles(menu)).toEqual(['商品档案', '组合商品(SPU)', '商品查询']);
    expect(menu[1]!.list[0]!.list).toHaveLength(3);
  });

  test('[MENU-10] otherwise 商品档案(SPU) and 商品查询 are hidden', () => {
    for (const isSpuUse of ['0', undefined]) {
      const menu = applyGoodsTweak(toMenuItems([goodsArea()], new Set()), isSpuUse);
      expect(goodsTitles(menu)).toEqual(['商品档案', '组合商品', '组合商品(SPU)']);
    }
  });

  test('[MENU-09] [I18N-01] the entries hide by their zh names in every language', () => {
    const area = goodsArea();
    area.children[0]!.children[1]!.names = { en: 'Goods records (SPU)' };
    const english = localiseMenu(toMenuItems([area], new Set()), 'en');
    expect(goodsTitles(applyGoodsTweak(english, '0'))).not.toContain('Goods records (SPU)');
  });

  test('[MENU-14] [I18N-01] a renamed entry takes the other languages of the name it takes', () => {
    const area = goodsArea();
    const [archive, spu] = area.children[0]!.children;
    archive!.names = { en: 'Goods records', es: 'Fichas de producto' };
    spu!.names = { en: 'Goods records (SPU)' };
    const [renamed] = applyPlatformRules([area], '6')[0]!.children[0]!.children;
    expect(renamed).toMatchObject({ id: 'g-spu', name: '商品档案', names: archive!.names });
  });

  test('[MENU-09] full-width brackets count as the same name', () => {
    const area = goodsArea();
    area.children[0]!.children[1]!.name = '商品档案（SPU）';
    expect(goodsTitles(applyGoodsTweak(toMenuItems([area], new Set()), '0'))).not.toContain(
      '商品档案（SPU）',
    );
  });

  test('[MENU-11] the tweak lands in the store 1.5 s after the menu', () => {
    vi.useFakeTimers();
    expect(GOODS_MENU_TWEAK_DELAY_MS).toBe(1500);
    setMenu(toMenuItems([goodsArea()], new Set()));
    scheduleGoodsTweak('1');
    vi.advanceTimersByTime(1499);
    expect(goodsTitles(permission.menu)).toContain('商品档案(SPU)');
    vi.advanceTimersByTime(1);
    expect(goodsTitles(permission.menu)).not.toContain('商品档案(SPU)');
  });
});
