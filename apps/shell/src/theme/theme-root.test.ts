import { describe, expect, test } from 'vitest';
import { applyThemeToRoot } from './theme-root';

describe('the theme on <html>', () => {
  test('[SHELL-15] a preset colour selects its generated variables, with no colour of its own', () => {
    const root = document.createElement('html');
    root.style.setProperty('--ant-color-primary', '#123456');
    applyThemeToRoot('#11A983', 'medium', root);
    expect(root.dataset.themeColor).toBe('#11a983');
    expect(root.style.getPropertyValue('--ant-color-primary')).toBe('');
  });

  test('[SHELL-15] any other colour sets the primary colour itself', () => {
    const root = document.createElement('html');
    applyThemeToRoot('#123456', 'medium', root);
    expect(root.style.getPropertyValue('--ant-color-primary')).toBe('#123456');
  });

  test('[SHELL-14] the size setting is on <html> for the plain controls', () => {
    const root = document.createElement('html');
    applyThemeToRoot('#1890ff', 'large', root);
    expect(root.dataset.size).toBe('large');
  });
});
