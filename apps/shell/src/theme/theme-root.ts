import './antd-tokens.css';
import './base.css';
import type { Size } from '../stores/app';
import { THEME_PRESETS } from '../stores/settings';

const PRESETS: readonly string[] = THEME_PRESETS;

/**
 * The page-wide look for the plain elements of the first load (sign-in page, frame, overview):
 * antd's CSS variables for the theme colour and the size setting, on <html>. A preset colour
 * selects its generated variables (antd-tokens.css, made from antd's own tokens for each preset, in
 * shades text can be read in); any other colour sets the primary colour itself, its readable shade
 * a moment later. The variables change in place: no reload
 * (SHELL-15).
 */
export function applyThemeToRoot(
  colour: string,
  size: Size,
  root: HTMLElement = document.documentElement,
): void {
  const value = colour.toLowerCase();
  root.dataset.themeColor = value;
  root.dataset.size = size;
  if (PRESETS.includes(value)) {
    root.style.removeProperty('--ant-color-primary');
    return;
  }
  // Another colour (a platform's own): its readable shade, computed by code the presets do not need.
  root.style.setProperty('--ant-color-primary', value);
  void import('../utils/readable-tokens.mjs')
    .then(({ readableTokens }) => {
      if (root.dataset.themeColor === value)
        root.style.setProperty('--ant-color-primary', readableTokens(value).colorPrimary ?? value);
    })
    .catch(() => undefined);
}
