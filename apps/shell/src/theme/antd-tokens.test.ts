// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { generateTokensCss, TOKENS_CSS } from '../../scripts/antd-tokens-css.mjs';
import { DEFAULT_THEME_COLOR, THEME_PRESETS } from '../stores/settings';
import { readableTokens } from '../utils/readable-tokens.mjs';

describe("antd's tokens as CSS variables", () => {
  const committed = readFileSync(TOKENS_CSS, 'utf8');

  test('the committed sheet is what the installed antd gives (run scripts/antd-tokens-css.mjs after an upgrade)', () => {
    expect(committed).toBe(generateTokensCss());
  });

  test('[SHELL-15] the default colour is on :root and every other preset has its own variables, each in its readable shade', () => {
    const root = /:root \{([^}]*)\}/.exec(committed)?.[1] ?? '';
    expect(root).toContain(`--ant-color-primary: ${readableTokens(DEFAULT_THEME_COLOR).colorPrimary};`);
    expect(root).toContain('--ant-border-radius: 6px;');
    for (const preset of THEME_PRESETS.slice(1)) {
      const rule = new RegExp(`:root\\[data-theme-color='${preset}'\\] \\{([^}]*)\\}`).exec(committed)?.[1];
      expect(rule, preset).toContain(`--ant-color-primary: ${readableTokens(preset).colorPrimary};`);
      expect(rule, preset).toContain('--ant-color-primary-hover:');
      // Only what the colour changes: sizes and radii come from :root.
      expect(rule, preset).not.toContain('--ant-border-radius:');
    }
  });
});
