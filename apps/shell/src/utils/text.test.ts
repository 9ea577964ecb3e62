import { expect, test } from 'vitest';
import { safeHref, safeRedirect, truncate } from './text';

test('titles are cut at 20 characters with an ellipsis', () => {
  expect(truncate('短标题')).toBe('短标题');
  expect(truncate('一二三四五六七八九十一二三四五六七八九十')).toBe(
    '一二三四五六七八九十一二三四五六七八九十',
  );
  expect(truncate('一二三四五六七八九十一二三四五六七八九十多')).toBe(
    '一二三四五六七八九十一二三四五六七八九十…',
  );
});

test('content links and redirects stay safe', () => {
  expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
  expect(safeHref('/art/1')).toBe('/art/1');
  expect(safeHref('javascript:alert(1)')).toBeUndefined();
  expect(safeHref('//evil.example')).toBeUndefined();
  expect(safeRedirect('/goods/index/list?x=1')).toBe('/goods/index/list?x=1');
  expect(safeRedirect('https://evil.example')).toBe('/');
  expect(safeRedirect('//evil.example')).toBe('/');
  expect(safeRedirect(null)).toBe('/');
});
