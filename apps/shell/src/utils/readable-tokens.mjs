// The theme's colours as text can be read in them (WCAG 2.1 AA, 4.5:1): antd's defaults put white
// text on #1890ff at 3.2:1, green tag text on its tint at 2.6:1 and grey descriptions on white at
// 3.4:1, which a low-vision user cannot read. One place derives readable tokens from antd's own
// for a theme colour; antd's ConfigProvider (components/antd-scope.tsx) and the generated CSS
// variables of the plain first-load elements (scripts/antd-tokens-css.mjs) both take them from
// here. Plain JavaScript, so that the generator script imports it too.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { theme } from 'antd';

extend([a11yPlugin]);

/** WCAG 2.1 AA contrast for text of normal size. */
export const AA_TEXT = 4.5;

/**
 * The lightest grey a text in a theme colour stands on (antd's layout background; a hovered row,
 * a card tab): a colour readable on it is readable on white too.
 */
const LIGHT_GREY = '#f5f5f5';

/**
 * `colour` darkened, its hue kept, until text in it reaches AA on white, on a light grey and on
 * each of `also` (and white text on it does); a colour already dark enough is kept as it is.
 * Lower-case hex.
 */
export function readable(colour, also = []) {
  const grounds = [LIGHT_GREY, ...also];
  let shade = colord(colour);
  for (let step = 0; step < 100 && grounds.some((ground) => shade.contrast(ground) < AA_TEXT); step++)
    shade = shade.darken(0.01);
  return shade.toHex();
}

/** The colour families whose solid shades carry text (filled buttons, links, tags, messages). */
const FAMILIES = ['Primary', 'Success', 'Warning', 'Error', 'Info'];

/**
 * The antd tokens for a theme colour. In each colour family the shades that carry text (the solid
 * colour, its text colours) become readable on white, on a light grey, on the family's own tint
 * and on the theme's (a selected row), and their hover and active states darker still, while the tints, borders and outlines stay
 * antd's (a darker seed would make antd derive greyer tints). Links take the info family's shades,
 * as antd's do; descriptions (tertiary text) are 58 % black instead of 45 % (5.3:1 on white).
 */
export function readableTokens(themeColour) {
  const base = theme.getDesignToken({ token: { colorPrimary: themeColour } });
  const tokens = {};
  for (const family of FAMILIES) {
    const key = (part) => `color${family}${part}`;
    // Its own tint (a tag, a message) and the theme's (a selected row, the chosen menu entry).
    const solid = readable(base[key('')], [base[key('Bg')], base.colorPrimaryBg]);
    const hover = colord(solid).darken(0.05).toHex();
    const active = colord(solid).darken(0.1).toHex();
    Object.assign(tokens, {
      [key('')]: solid,
      [key('Hover')]: hover,
      [key('Active')]: active,
      [key('Text')]: solid,
      [key('TextHover')]: hover,
      [key('TextActive')]: active,
    });
    for (const part of ['Bg', 'BgHover', 'Border', 'BorderHover']) tokens[key(part)] = base[key(part)];
  }
  return {
    ...tokens,
    colorLink: tokens.colorInfo,
    colorLinkHover: tokens.colorInfoHover,
    colorLinkActive: tokens.colorInfoActive,
    controlOutline: base.controlOutline,
    colorErrorOutline: base.colorErrorOutline,
    colorWarningOutline: base.colorWarningOutline,
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  };
}
