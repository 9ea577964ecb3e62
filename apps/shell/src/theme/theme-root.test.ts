import { describe, expect, test, vi } from 'vitest';
import { readableTokens } from '../utils/readable-tokens.mjs';
import { applyThemeToRoot } from './theme-root';

describe('the theme on <html>', () => {
  test('[SHELL-15] a preset colour selects its generated variables, with no colour of its own', () => {
    const root = document.createElement('html');
    root.style.setProperty('--ant-color-primary', '#123456');
    applyThemeToRoot('#11A983', 'medium', root);
    expect(root.dataset.themeColor).toBe('#11a983');
    expect(root.style.getPropertyValue('--ant-color-primary')).toBe('');
  });

  test('[SHELL-15] any other colour sets the primary colour itself, then its readable shade', async () => {
    const root = document.createElement('html');
    applyThemeToRoot('#66ccff', 'medium', root);
    expect(root.style.getPropertyValue('--ant-color-primary')).toBe('#66ccff');
    const shade = readableTokens('#66ccff').colorPrimary;
    await vi.waitFor(() => expect(root.style.getPropertyValue('--ant-color-primary')).toBe(shade));
    expect(shade).not.toBe('#66ccff');
  });

  test('[SHELL-14] the size setting is on <html> for the plain controls', () => {
    const root = document.createElement('html');
    applyThemeToRoot('#1890ff', 'large', root);
    expect(root.dataset.size).toBe('large');
  });
});
