import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../src/i18n/language';
import { LANGUAGES, messages, translate } from '../../src/i18n/messages';

describe('server messages', () => {
  it('[I18N-02] takes the language cookie, else Accept-Language, else en', () => {
    expect(chooseLanguage('zh', 'es')).toBe('zh');
    expect(chooseLanguage('zh-CN', undefined)).toBe('zh');
    expect(chooseLanguage('fr', 'es-ES,es;q=0.9')).toBe('es');
    expect(chooseLanguage(undefined, 'fr-FR,de;q=0.9,zh;q=0.8,en;q=0.7')).toBe('zh');
    expect(chooseLanguage(undefined, 'en;q=0.2, es;q=0.8')).toBe('es');
    expect(chooseLanguage(undefined, 'fr, de')).toBe('en');
    expect(chooseLanguage(undefined, undefined)).toBe('en');
  });

  it('[I18N-01] has zh, en and es text for every message, with the same placeholders', () => {
    for (const [key, entry] of Object.entries(messages)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const lang of LANGUAGES) {
        expect(entry[lang].length, `${key}.${lang}`).toBeGreaterThan(0);
        expect(placeholders(entry[lang]), `${key}.${lang}`).toEqual(placeholders(entry.en));
      }
    }
  });

  it('uses the spec’s Chinese text exactly', () => {
    expect(translate('zh', 'noAuthorisedStore')).toBe('用户未授权门店，请联系商户管理员处理');
    expect(translate('zh', 'samePassword')).toBe('新旧密码不能相同');
    expect(translate('zh', 'weakPasswordStrict')).toBe('请输入8-20位大小写字母数字组合');
    expect(translate('zh', 'smsTooFrequent', { seconds: 42 })).toBe('验证码发送过于频繁，请42秒后再试');
  });
});
