import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/domain/goods-sanitiser';

describe('rich content sanitiser', () => {
  it('keeps formatting, images, links and tables', () => {
    const html =
      '<h2>标题</h2><p style="text-align:center"><strong>粗</strong><em>斜</em><u>下</u></p>' +
      '<ul><li>一</li></ul><a href="https://example.com" target="_blank">链接</a>' +
      '<img src="https://cdn.example.com/a.png" alt="图" width="100" />' +
      '<table border="1"><tbody><tr><td rowspan="2">格</td></tr></tbody></table>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>标题</h2>');
    expect(clean).toContain('<p style="text-align:center"><strong>粗</strong><em>斜</em><u>下</u></p>');
    expect(clean).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">链接</a>',
    );
    expect(clean).toContain('<img src="https://cdn.example.com/a.png" alt="图" width="100" />');
    expect(clean).toContain('<td rowspan="2">格</td>');
  });

  it('drops scripts, event handlers, frames, styles sheets and javascript: URLs', () => {
    const clean = sanitizeRichText(
      '<script>alert(1)</script><p onmouseover="x()">a</p><iframe src="https://evil"></iframe>' +
        '<style>body{}</style><a href="javascript:alert(1)">b</a><img src="javascript:alert(2)">' +
        '<p style="background:url(javascript:alert(3))">c</p><svg onload="x()"></svg>',
    );
    expect(clean).toBe('<p>a</p><a>b</a><img /><p>c</p>');
    expect(sanitizeRichText('')).toBe('');
  });
});
