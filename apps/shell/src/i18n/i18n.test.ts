import { describe, expect, test } from 'vitest';
import i18n, { detectLanguage, LANGUAGES, loadLanguage } from '.';

/** Every leaf key path of a locale object. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('i18n', () => {
  test('[I18N-01] zh, en and es have exactly the same keys, none empty', async () => {
    const reference = keysOf((await loadLanguage('zh')).messages).sort();
    for (const language of LANGUAGES) {
      const keys = keysOf((await loadLanguage(language)).messages).sort();
      expect(keys, `keys of ${language}`).toEqual(reference);
      for (const key of keys) {
        expect(i18n.getFixedT(language)(key), `${language}: ${key}`).not.toBe('');
      }
    }
  });

  test('[I18N-01] the spec messages are the zh text exactly', () => {
    const zh = i18n.getFixedT('zh');
    expect(zh('notifications.network')).toBe('网络开小差，请稍后重试');
    expect(zh('notifications.planned')).toBe('菜单功能规划中，敬请期待');
    expect(zh('notifications.noLink')).toBe('未配置菜单链接！');
    expect(zh('notifications.tenantFailed')).toBe('获取租户信息失败，请刷新页面重试');
    expect(zh('notifications.noAuthorisedStore')).toBe('用户未授权门店，请联系商户管理员处理');
    expect(zh('login.fields.smsCode.invalid')).toBe('请输入6位短信验证码');
  });

  test('[I18N-02] the language comes from the cookie, else the browser, else en', () => {
    expect(detectLanguage('es', ['zh-CN'])).toBe('es');
    expect(detectLanguage(undefined, ['zh-CN', 'en'])).toBe('zh');
    expect(detectLanguage('fr', ['fr-FR', 'es-MX'])).toBe('es');
    expect(detectLanguage(undefined, ['en-GB'])).toBe('en');
    expect(detectLanguage(undefined, ['de-DE', 'ja'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });
});

test('[I18N-02] a language is loaded on first use, and only once', async () => {
  const first = loadLanguage('es');
  expect(loadLanguage('es')).toBe(first);
  await first;
  expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
});
