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

test('a sign-in redirect that a browser would read as another origin goes to /', () => {
  for (const target of [
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    ' //evil.example',
    '///evil.example',
    'javascript:alert(1)',
    '/goods\\..\\..\\\\evil.example',
    '',
  ]) {
    expect(safeRedirect(target), JSON.stringify(target)).toBe('/');
  }
  expect(safeRedirect('/overview')).toBe('/overview');
  expect(safeRedirect('/iframe/urlPath?src=https%3A%2F%2Fvendor.example%2Fp#top')).toBe(
    '/iframe/urlPath?src=https%3A%2F%2Fvendor.example%2Fp#top',
  );
  expect(safeRedirect('/商品/列表')).toBe('/商品/列表');
});
