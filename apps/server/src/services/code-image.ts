import { randomInt } from 'node:crypto';

const WIDTH = 120;
const HEIGHT = 40;
const COLOURS = ['#1f4e79', '#7a1f1f', '#1f6b3a', '#5b2c83', '#8a5a00', '#2d2d2d'];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

/** The code-number image: the digits drawn askew over noise lines and dots, as SVG. */
export function renderCodeImage(digits: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6f8"/>`];
  for (let i = 0; i < 6; i++) {
    const [x1, y1, x2, y2] = [randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT)];
    parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${pick(COLOURS)}" stroke-width="1" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${pick(COLOURS)}"/>`);
  }
  [...digits].forEach((digit, i) => {
    const x = 14 + i * 26 + randomInt(-3, 4);
    const y = 28 + randomInt(-4, 5);
    const angle = randomInt(-25, 26);
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="monospace" ` +
        `font-size="${22 + randomInt(0, 6)}" font-weight="bold" fill="${pick(COLOURS)}">${digit}</text>`,
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
    `viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`
  );
}
