import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, test } from 'vitest';
import { THEME_PRESETS } from '../stores/settings';
import { AA_TEXT, readable, readableTokens } from './readable-tokens.mjs';

extend([a11yPlugin]);

/** A translucent colour as it shows over `ground`. */
const over = (colour: string, ground: string) => {
  const { r, g, b, a } = colord(colour).rgba;
  const under = colord(ground).rgba;
  const mix = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return colord({ r: mix(r, under.r), g: mix(g, under.g), b: mix(b, under.b) });
};

describe('readable theme colours', () => {
  test("for every preset, each family's text shade reads at 4.5:1 on white, light grey, its own tint and the theme's, hue kept", () => {
    for (const preset of THEME_PRESETS) {
      const tokens = readableTokens(preset);
      for (const family of ['Primary', 'Success', 'Warning', 'Error', 'Info']) {
        const solid = tokens[`color${family}`]!;
        for (const ground of ['#ffffff', '#f5f5f5', tokens[`color${family}Bg`]!, tokens.colorPrimaryBg!])
          expect(colord(solid).contrast(ground), `${preset} ${family} on ${ground}`).toBeGreaterThanOrEqual(
            AA_TEXT,
          );
        expect(tokens[`color${family}Text`]).toBe(solid);
      }
      expect(Math.abs(colord(tokens.colorPrimary!).hue() - colord(preset).hue()), preset).toBeLessThanOrEqual(
        2,
      );
    }
  });

  test("the tints stay antd's own, hover and active are darker than the solid shade, links are the info shades", () => {
    const tokens = readableTokens('#1890ff');
    expect(tokens.colorPrimaryBg).toBe('#e6f7ff');
    expect(tokens.colorSuccessBg).toBe('#f6ffed');
    expect(colord(tokens.colorPrimaryHover!).brightness()).toBeLessThan(
      colord(tokens.colorPrimary!).brightness(),
    );
    expect(colord(tokens.colorPrimaryActive!).brightness()).toBeLessThan(
      colord(tokens.colorPrimaryHover!).brightness(),
    );
    expect(tokens.colorLink).toBe(tokens.colorInfo);
  });

  test('descriptions read at 4.5:1 on white and on a table header', () => {
    const { colorTextDescription } = readableTokens('#1890ff');
    for (const ground of ['#ffffff', '#fafafa'])
      expect(over(colorTextDescription!, ground).contrast(ground), ground).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test('a colour already dark enough is kept as it is', () => {
    expect(readable('#304156')).toBe('#304156');
  });
});
