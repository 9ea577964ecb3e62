import { beforeAll, describe, expect, test } from 'vitest';
import i18n from '../i18n';
import {
  checkConfirmPwd,
  checkNewMobile,
  checkNewPwd,
  checkOldPwd,
  checkVerifyCode,
  modeOfStrategy,
  type PasswordRuleKey,
} from './validators';

/** The zh text is the spec's message, character for character. */
const zh = (key: PasswordRuleKey | null) => (key ? i18n.t(key, { lng: 'zh' }) : null);

beforeAll(() => i18n.changeLanguage('zh'));

describe('password form rules', () => {
  test("[PWD-08] an empty old password gives '请输入原始密码'", () => {
    expect(zh(checkOldPwd(''))).toBe('请输入原始密码');
    expect(zh(checkOldPwd(undefined))).toBe('请输入原始密码');
    expect(checkOldPwd('anything')).toBeNull();
  });

  test("[PWD-09] an empty new password gives '请输入新的密码' in either mode", () => {
    expect(zh(checkNewPwd('', 'normal'))).toBe('请输入新的密码');
    expect(zh(checkNewPwd(undefined, 'strict'))).toBe('请输入新的密码');
  });

  test("[PWD-10] [SEC-9] normal mode: 8-128 characters, not all the same, else '请输入8-20个非连续字符'", () => {
    for (const bad of ['short1!', 'x'.repeat(128) + 'y', 'aaaaaaaa', '11111111111'])
      expect(zh(checkNewPwd(bad, 'normal'))).toBe('请输入8-20个非连续字符');
    for (const good of [
      'abcdefgh',
      'aaaaaaab',
      'x'.repeat(127) + 'y',
      '密码密码密码密码',
      'Admin@2026',
      'a b!c@d#',
    ])
      expect(checkNewPwd(good, 'normal')).toBeNull();
    expect(modeOfStrategy(1)).toBe('normal');
  });

  test("[PWD-11] [SEC-9] strict mode: 8-128 characters with upper, lower and digit, symbols allowed, else '请输入8-20位大小写字母数字组合'", () => {
    for (const bad of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abc1234', 'Ab1' + 'c'.repeat(126)])
      expect(zh(checkNewPwd(bad, 'strict'))).toBe('请输入8-20位大小写字母数字组合');
    for (const good of ['Abcdefg1', 'Newbie2027', 'Abc@12345', 'Ab1' + 'c'.repeat(125), 'Zq7 #horse&battery'])
      expect(checkNewPwd(good, 'strict')).toBeNull();
    expect(modeOfStrategy(2)).toBe('strict');
  });

  test("[PWD-12] confirm: '请再次输入新的密码' when empty, '两次输入新密码不一致!' when different", () => {
    expect(zh(checkConfirmPwd('', 'Abcdefg1'))).toBe('请再次输入新的密码');
    expect(zh(checkConfirmPwd('Abcdefg2', 'Abcdefg1'))).toBe('两次输入新密码不一致!');
    expect(checkConfirmPwd('Abcdefg1', 'Abcdefg1')).toBeNull();
  });

  test("[PWD-13] with the SMS check on the code is 6 characters, else '请输入6位短信验证码'; off, not required", () => {
    for (const bad of ['', undefined, '12345', '1234567'])
      expect(zh(checkVerifyCode(bad, true))).toBe('请输入6位短信验证码');
    expect(checkVerifyCode('123456', true)).toBeNull();
    expect(checkVerifyCode('', false)).toBeNull();
    expect(checkVerifyCode(undefined, false)).toBeNull();
  });

  test("[PWD-14] equal old and new passwords give '新旧密码不能相同', equal mobiles '新旧手机号不能相同'", () => {
    expect(zh(checkNewPwd('Abcdefg1', 'strict', 'Abcdefg1'))).toBe('新旧密码不能相同');
    expect(zh(checkNewPwd('abcdefgh', 'normal', 'abcdefgh'))).toBe('新旧密码不能相同');
    expect(checkNewPwd('abcdefgh', 'normal', 'abcdefgi')).toBeNull();
    expect(zh(checkNewMobile('13800000003', '13800000003'))).toBe('新旧手机号不能相同');
    expect(checkNewMobile('13800000009', '13800000003')).toBeNull();
  });

  test('[I18N-01] every rule message is translated in en and es', () => {
    const keys: PasswordRuleKey[] = [
      'password.rules.oldRequired',
      'password.rules.newRequired',
      'password.rules.normalFormat',
      'password.rules.strictFormat',
      'password.rules.confirmRequired',
      'password.rules.confirmMismatch',
      'password.rules.smsCode',
      'password.rules.samePassword',
      'password.rules.sameMobile',
    ];
    for (const key of keys)
      for (const lng of ['en', 'es']) expect(i18n.t(key, { lng })).not.toBe(i18n.t(key, { lng: 'zh' }));
  });
});
