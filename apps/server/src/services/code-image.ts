import svgCaptcha from 'svg-captcha';

/** svg-captcha's main export draws given text; its typings declare only the helpers around it. */
type CaptchaOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
const drawCaptcha = svgCaptcha as unknown as (text: string, options: CaptchaOptions) => string;

/**
 * The code-number image: the digits as glyph outlines (svg-captcha draws each one as a <path> of
 * its font, so no <text> element gives the answer away), in random colours, over noise curves.
 * The digits come from the caller (crypto-random), not from svg-captcha's Math.random.
 */
export function renderCodeImage(digits: string): string {
  return drawCaptcha(digits, {
    width: 120,
    height: 40,
    fontSize: 44,
    noise: 4,
    color: true,
    background: '#f4f6f8',
  });
}
