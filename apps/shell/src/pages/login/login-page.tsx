import { useEffect, useState, type FormEvent } from 'react';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_CODE, isAccountMobile, SMS_SERVICE_CODES } from '@rcadmin/contract/wire';
import { ApiError } from '../../api/http';
import { checkCompany, login, phoneLogin, sendVerifyCode } from '../../api/sso';
import { Icon } from '../../components/icon';
import { LanguageSwitch } from '../../components/language-switch';
import { SmsCodeButton } from '../../components/sms-code-button';
import { Input, Password } from '../../components/text-input';
import { SMS_CODE_LENGTH } from '../../constants';
import {
  completeSignIn,
  isForcedPasswordChange,
  readLastAccount,
  rememberAccount,
  session,
} from '../../stores/session';
import { notify } from '../../utils/feedback';
import { takeFlashMessage } from '../../utils/flash';
import { safeRedirect } from '../../utils/text';
import { CodeNumberImage } from './code-number-image';
import { Field } from './field';
import '../../components/plain-button.css';
import './login-page.css';

type Method = 'account' | 'phone';

interface SignInForm {
  platformNum: string;
  loginName: string;
  password: string;
  codeNumber: string;
  phoneNo: string;
  verifyCode: string;
}
type FieldName = keyof SignInForm;

const SMS_CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

const asksForCodeNumber = (error: unknown) =>
  error instanceof ApiError &&
  typeof error.envelope === 'object' &&
  error.envelope !== null &&
  (error.envelope as { needCodeNumber?: unknown }).needCodeNumber === true;

/**
 * /login (AUTH-01): company, then account and password or phone and SMS code. The server's
 * messages (wrong password and the like) arrive as the http client's toasts. A field's error shows
 * once the form was sent, and then follows what is typed. Plain elements on antd's CSS variables:
 * the page is a first load of its own and brings no antd code.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [lastAccount] = useState(readLastAccount);
  const [values, setValues] = useState<SignInForm>(() => ({
    platformNum: lastAccount?.platformNum ?? '',
    loginName: lastAccount?.loginName ?? '',
    password: '',
    codeNumber: '',
    phoneNo: '',
    verifyCode: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [method, setMethod] = useState<Method>('account');
  const [submitting, setSubmitting] = useState(false);
  const [companyName, setCompanyName] = useState<string | null>(null);
  /** Who the code-number image is for, once the server asks for one. */
  const [codeNumberFor, setCodeNumberFor] = useState<{ platformNum: string; loginName: string } | null>(null);

  useEffect(() => {
    const message = takeFlashMessage();
    if (message) notify.error(message);
  }, []);

  /** The rule of each field: its message when the value will not do. */
  const problemOf = (name: FieldName, value: string): string | null => {
    switch (name) {
      case 'platformNum':
        return value.trim() ? null : t('login.fields.company.required');
      case 'loginName':
        return value.trim() ? null : t('login.fields.account.required');
      case 'password':
        return value ? null : t('login.fields.password.required');
      case 'codeNumber':
        return value.trim() ? null : t('login.fields.codeNumber.required');
      case 'phoneNo':
        if (!value) return t('login.fields.phone.required');
        return isAccountMobile(value) ? null : t('login.fields.phone.invalid');
      case 'verifyCode':
        return SMS_CODE.test(value) ? null : t('login.fields.smsCode.invalid');
    }
  };

  /** Checks `names`, shows their errors, and answers whether all of them will do. */
  const validate = (names: FieldName[]): boolean => {
    const found = Object.fromEntries(names.map((name) => [name, problemOf(name, values[name]) ?? undefined]));
    setErrors((current) => ({ ...current, ...found }));
    return names.every((name) => !found[name]);
  };

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An error already shown follows the typing; a field not yet complained about stays quiet.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: problemOf(name, value) ?? undefined }));
  };

  const lookUpCompany = () => {
    const { platformNum } = values;
    if (!platformNum) return setCompanyName(null);
    checkCompany(platformNum, { silent: true }).then(
      (company) => setCompanyName(company.companyName),
      () => setCompanyName(null),
    );
  };

  const sendCode = async (): Promise<boolean> => {
    if (!validate(['platformNum', 'phoneNo'])) return false;
    const { platformNum, phoneNo } = values;
    try {
      const company = await checkCompany(platformNum);
      await sendVerifyCode({
        request: {
          appCode: APP_CODE,
          appServiceCode: SMS_SERVICE_CODES.login,
          phoneNo,
          tenantId: company.tenantId,
        },
        _platform_num: platformNum,
      });
      notify.success(t('notifications.codeSent'));
      return true;
    } catch {
      return false;
    }
  };

  const fieldsOf = (chosen: Method): FieldName[] =>
    chosen === 'account'
      ? ['platformNum', 'loginName', 'password', ...(codeNumberFor ? (['codeNumber'] as const) : [])]
      : ['platformNum', 'phoneNo', 'verifyCode'];

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !validate(fieldsOf(method))) return;
    setSubmitting(true);
    try {
      const envelope =
        method === 'account'
          ? await login({
              platformNum: values.platformNum,
              loginName: values.loginName,
              password: values.password,
              ...(codeNumberFor && values.codeNumber ? { codeNumber: values.codeNumber } : {}),
            })
          : await phoneLogin({
              platformNum: values.platformNum,
              phoneNo: values.phoneNo,
              verifyCode: values.verifyCode,
            });
      await completeSignIn(envelope);
      if (method === 'account')
        rememberAccount({ platformNum: values.platformNum, loginName: values.loginName });
      // PWD-04: a forced password change comes first; its dialog shows over this page.
      if (isForcedPasswordChange(session.loginPolicy)) return;
      // A fresh page load: its Content-Security-Policy is the signed-in tenant's (its frame
      // origins, tile host), which the sign-in page, served without a session, does not have.
      window.location.replace(safeRedirect(query.get('redirect')));
    } catch (error) {
      if (method === 'account' && asksForCodeNumber(error)) {
        setValues((current) => ({ ...current, codeNumber: '' }));
        setCodeNumberFor({ platformNum: values.platformNum, loginName: values.loginName });
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** The props every text control of the form shares: value and change (the error state is the Field's). */
  const bind = (name: FieldName) => ({
    name,
    size: 'large' as const,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });
  const field = (name: FieldName, key: string) => ({
    id: `signIn_${name}`,
    label: t(`login.fields.${key}.label`),
    error: errors[name],
  });

  const accountFields = (
    <>
      <Field {...field('loginName', 'account')}>
        {(control) => (
          <Input
            {...control}
            {...bind('loginName')}
            prefix={<Icon icon={UserOutlined} />}
            placeholder={t('login.fields.account.placeholder')}
            autoComplete="username"
          />
        )}
      </Field>
      <Field {...field('password', 'password')}>
        {(control) => (
          <Password
            {...control}
            {...bind('password')}
            prefix={<Icon icon={LockOutlined} />}
            placeholder={t('login.fields.password.placeholder')}
            autoComplete="current-password"
          />
        )}
      </Field>
      {codeNumberFor && (
        <Field {...field('codeNumber', 'codeNumber')}>
          {(control) => (
            <div className="rc-login-row">
              <Input
                {...control}
                {...bind('codeNumber')}
                prefix={<Icon icon={SafetyOutlined} />}
                placeholder={t('login.fields.codeNumber.placeholder')}
                autoComplete="off"
              />
              <CodeNumberImage {...codeNumberFor} />
            </div>
          )}
        </Field>
      )}
    </>
  );

  const phoneFields = (
    <>
      <Field {...field('phoneNo', 'phone')}>
        {(control) => (
          <Input
            {...control}
            {...bind('phoneNo')}
            prefix={<Icon icon={MobileOutlined} />}
            placeholder={t('login.fields.phone.placeholder')}
            autoComplete="tel"
          />
        )}
      </Field>
      <Field {...field('verifyCode', 'smsCode')}>
        {(control) => (
          <div className="rc-login-row">
            <Input
              {...control}
              {...bind('verifyCode')}
              prefix={<Icon icon={SafetyOutlined} />}
              placeholder={t('login.fields.smsCode.placeholder')}
              maxLength={SMS_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <SmsCodeButton send={sendCode} />
          </div>
        )}
      </Field>
    </>
  );

  const methods: Method[] = ['account', 'phone'];

  return (
    <div className="rc-login">
      <main className="rc-login-card">
        <div className="rc-login-header">
          <span className="rc-login-app">{t('app.name')}</span>
          <LanguageSwitch />
        </div>
        <h1 className="rc-login-title">{t('login.title')}</h1>
        <p className="rc-login-subtitle">{t('login.subtitle')}</p>
        <form name="signIn" noValidate onSubmit={signIn}>
          <Field {...field('platformNum', 'company')} extra={companyName}>
            {(control) => (
              <Input
                {...control}
                {...bind('platformNum')}
                prefix={<Icon icon={BankOutlined} />}
                placeholder={t('login.fields.company.placeholder')}
                autoComplete="organization"
                onBlur={lookUpCompany}
              />
            )}
          </Field>
          <div role="tablist" className="rc-login-methods">
            {methods.map((candidate) => (
              <button
                key={candidate}
                type="button"
                role="tab"
                aria-selected={candidate === method}
                className="rc-button is-text rc-login-method"
                onClick={() => setMethod(candidate)}
              >
                {t(`login.tabs.${candidate}`)}
              </button>
            ))}
          </div>
          {method === 'account' ? accountFields : phoneFields}
          <button type="submit" className="rc-button is-primary is-large is-block" aria-busy={submitting}>
            {submitting && <Icon icon={LoadingOutlined} spin />}
            {t('login.buttons.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
