import { randomInt } from 'node:crypto';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import svgCaptcha from 'svg-captcha';

extend([a11yPlugin]);

/** svg-captcha's main export draws given text; its typings declare only the helpers around it. */
type CaptchaOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
const drawCaptcha = svgCaptcha as unknown as (text: string, options: CaptchaOptions) => string;

/**
 * The code-number image: the digits as glyph outlines (svg-captcha draws each one as a <path> of
 * its font, so no <text> element gives the answer away), in random colours, over noise curves.
 * The digits come from the caller (crypto-random), not from svg-captcha's Math.random.
 */
export function renderCodeImage(digits: string): string {
  const svg = drawCaptcha(digits, {
    width: 120,
    height: 40,
    fontSize: 44,
    noise: 4,
    color: true,
    background: BACKGROUND,
  });
  return svg.replace(/<path fill="([^"]+)" d="([^"]+)"/g, (_, fill: string, d: string) =>
    ['<path fill="', legible(fill), '" d="', reshapeGlyph(d), '"'].join(''),
  );
}

const BACKGROUND = '#f4f6f8';
/** WCAG's contrast for large text and graphics is 3:1; the digits get a margin above it. */
const GLYPH_CONTRAST = 3.5;

/**
 * svg-captcha picks a glyph's colour at random and sometimes a pale one (a light green on the light
 * background) that a person reads badly: such a colour is darkened, hue kept, until it stands out.
 */
function legible(fill: string): string {
  // Each step is judged as it is written (a hex rounds every channel), so the image holds what passed.
  let colour = colord(colord(fill).toHex());
  while (colour.contrast(BACKGROUND) < GLYPH_CONTRAST && colour.brightness() > 0)
    colour = colord(colour.darken(0.05).toHex());
  return colour.toHex();
}

const chance = () => randomInt(1_000_000) / 1_000_000;
const fixed = (value: number) => value.toFixed(2);
type Point = [number, number];
const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const at = (...points: Point[]) => points.map(([x, y]) => `${fixed(x)} ${fixed(y)}`).join(' ');

/**
 * The same outline by a different path (security review, finding 8): svg-captcha draws a digit
 * with the same sequence of path commands every time, so a program knows the digit by its command
 * letters alone. Here a line may become two lines or a flat curve, and a curve two curves (split at
 * a random point), so the shape stays and the sequence is new at every draw.
 */
export function reshapeGlyph(d: string): string {
  const out: string[] = [];
  let pen: Point = [0, 0];
  let start: Point = [0, 0];
  for (const [, command, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const n = (args!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    const end: Point = [n[n.length - 2] ?? pen[0], n[n.length - 1] ?? pen[1]];
    const roll = chance();
    const t = 0.25 + chance() / 2;
    if (command === 'L' && n.length === 2 && roll < 0.3) {
      out.push(`L${at(lerp(pen, end, t))}L${at(end)}`);
    } else if (command === 'L' && n.length === 2 && roll < 0.5) {
      out.push(`Q${at(lerp(pen, end, t), end)}`);
    } else if (command === 'Q' && n.length === 4 && roll < 0.35) {
      // de Casteljau: the two halves of the curve at t.
      const control: Point = [n[0]!, n[1]!];
      const a = lerp(pen, control, t);
      const b = lerp(control, end, t);
      out.push(`Q${at(a, lerp(a, b, t))}Q${at(b, end)}`);
    } else {
      out.push(`${command}${args!.trim()}`);
    }
    if (command === 'M') start = end;
    pen = command === 'Z' ? start : end;
  }
  return out.join('');
}
