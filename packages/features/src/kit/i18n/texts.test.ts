import { describe, expect, expectTypeOf, test, vi } from 'vitest';
import { commonTexts, moduleTexts, textsOf, type KeyIn, type TextKey } from './texts';
import type { CommonTexts } from './zh';

describe('typed texts', () => {
  test('[I18N-01] t takes the keys of the zh texts, in a group or in full', () => {
    const kit = { t: vi.fn((key: string) => `<${key}>`) };
    const common = textsOf(kit, 'common');
    expect(common('cancel')).toBe('<common.cancel>');
    expect(textsOf(kit)('common.total', { total: 3 })).toBe('<common.total>');
    expect(kit.t).toHaveBeenLastCalledWith('common.total', { total: 3 });

    expectTypeOf<KeyIn<'common'>>().toEqualTypeOf<keyof CommonTexts>();
    expectTypeOf<'common.cancel'>().toExtend<TextKey>();
    // @ts-expect-error -- no such text
    common('cancl');
    // @ts-expect-error -- a group is not a text
    textsOf(kit)('common');
  });

  test('[I18N-01] a module registers its root with the common texts', () => {
    const zh = { title: '标题', list: { empty: '暂无' } };
    const texts = moduleTexts('demo', {
      zh,
      en: { title: 'Title', list: { empty: 'None' } },
      es: { title: 'Título', list: { empty: 'Nada' } },
    });
    expect(texts.zh).toEqual({ common: commonTexts.zh, demo: zh });
    expect(texts.es).toEqual({ common: commonTexts.es, demo: { title: 'Título', list: { empty: 'Nada' } } });
  });
});
