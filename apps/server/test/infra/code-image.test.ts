import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { renderCodeImage } from '../../src/infra/code-image';

/** The glyphs of an image, left to right: a filled <path> is a glyph, a stroked one a noise curve. */
function glyphs(svg: string): { letters: string; x: number }[] {
  return [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)]
    .map((match) => match[1]!)
    .map((d) => ({ letters: d.replace(/[^A-Za-z]/g, ''), x: Number(/^M([\d.]+)/.exec(d)?.[1] ?? 0) }))
    .sort((a, b) => a.x - b.x);
}

/**
 * The security review's solver (finding 8): it learns each digit's path command sequence from
 * images whose answer it knows, then reads an image by looking its glyphs' sequences up.
 */
function trainSolver(): (svg: string) => string {
  const known = new Map<string, string>();
  for (let round = 0; round < 20; round += 1)
    for (const digit of '0123456789')
      for (const glyph of glyphs(renderCodeImage(digit))) known.set(glyph.letters, digit);
  return (svg) =>
    glyphs(svg)
      .map((glyph) => known.get(glyph.letters) ?? '?')
      .join('');
}

extend([a11yPlugin]);

describe('code-number image', () => {
  it('[SEC-8] a solver that knows the digits by their path command sequence reads none', () => {
    const solve = trainSolver();
    let read = 0;
    for (let n = 0; n < 50; n += 1) {
      const digits = String(1000 + ((n * 7919) % 9000));
      if (solve(renderCodeImage(digits)) === digits) read += 1;
    }
    expect(read).toBe(0);
  });

  it('[SEC-8] the same digit is never drawn with the same command sequence twice', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 200; n += 1) {
      const [glyph] = glyphs(renderCodeImage('7'));
      expect(glyph).toBeDefined();
      expect(seen.has(glyph!.letters)).toBe(false);
      seen.add(glyph!.letters);
    }
  });

  it('[SEC-8] draws one glyph a digit and no text', () => {
    const svg = renderCodeImage('5820');
    expect(glyphs(svg)).toHaveLength(4);
    expect(svg).not.toMatch(/<text|5820/);
  });

  it('[SEC-8] every digit stands out from the background (contrast 3.5:1 at least), so a person reads it', () => {
    for (let n = 0; n < 50; n += 1) {
      const svg = renderCodeImage('8888');
      const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)![1]!;
      const fills = [...svg.matchAll(/<path fill="([^"]+)"/g)].map((match) => match[1]!);
      expect(fills).toHaveLength(4);
      for (const fill of fills) expect(colord(fill).contrast(background)).toBeGreaterThanOrEqual(3.5);
    }
  });
});
