import { useEffect, useState } from 'react';
import { BankOutlined, LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Tabs, theme } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { APP_CODE } from '@rcadmin/contract/wire';
import { ApiError } from '../../api/http';
import { checkCompany, login, phoneLogin, sendVerifyCode } from '../../api/sso';
import { LanguageSwitch } from '../../components/language-switch';
import { SmsCodeButton } from '../../components/sms-code-button';
import { LOGIN_SERVICE_CODE, SMS_CODE_LENGTH } from '../../constants';
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

type Method = 'account' | 'phone';

interface SignInForm {
  platformNum: string;
  loginName: string;
  password: string;
  codeNumber?: string;
  phoneNo: string;
  verifyCode: string;
}

/** The contract's mobile pattern: mainland numbers or international digits. */
const MOBILE = /^1[0-9]{10}$|^\+?[0-9]{6,15}$/;
const SMS_CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

const asksForCodeNumber = (error: unknown) =>
  error instanceof ApiError &&
  typeof error.envelope === 'object' &&
  error.envelope !== null &&
  (error.envelope as { needCodeNumber?: unknown }).needCodeNumber === true;

/**
 * /login (AUTH-01): company, then account and password or phone and SMS code. The server's
 * messages (wrong password and the like) arrive as the http client's toasts.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [form] = Form.useForm<SignInForm>();
  const [method, setMethod] = useState<Method>('account');
  const [submitting, setSubmitting] = useState(false);
  const [companyName, setCompanyName] = useState<string | null>(null);
  /** Who the code-number image is for, once the server asks for one. */
  const [codeNumberFor, setCodeNumberFor] = useState<{ platformNum: string; loginName: string } | null>(null);
  const [lastAccount] = useState(readLastAccount);

  useEffect(() => {
    const message = takeFlashMessage();
    if (message) notify.error(message);
  }, []);

  const lookUpCompany = () => {
    const platformNum = form.getFieldValue('platformNum') as string | undefined;
    if (!platformNum) return setCompanyName(null);
    checkCompany(platformNum, { silent: true }).then(
      (company) => setCompanyName(company.companyName),
      () => setCompanyName(null),
    );
  };

  const sendCode = async (): Promise<boolean> => {
    try {
      await form.validateFields(['platformNum', 'phoneNo']);
    } catch {
      return false;
    }
    const { platformNum, phoneNo } = form.getFieldsValue(['platformNum', 'phoneNo']) as SignInForm;
    try {
      const company = await checkCompany(platformNum);
      await sendVerifyCode({
        request: {
          appCode: APP_CODE,
          appServiceCode: LOGIN_SERVICE_CODE,
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

  const signIn = async (values: SignInForm) => {
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
      void navigate(safeRedirect(query.get('redirect')), { replace: true });
    } catch (error) {
      if (method === 'account' && asksForCodeNumber(error)) {
        form.resetFields(['codeNumber']);
        setCodeNumberFor({ platformNum: values.platformNum, loginName: values.loginName });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const accountFields = (
    <>
      <Form.Item
        name="loginName"
        label={t('login.fields.account.label')}
        rules={[{ required: true, whitespace: true, message: t('login.fields.account.required') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.fields.account.placeholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.fields.password.label')}
        rules={[{ required: true, message: t('login.fields.password.required') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.fields.password.placeholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      {codeNumberFor && (
        <Form.Item label={t('login.fields.codeNumber.label')} required>
          <Flex gap={8}>
            <Form.Item
              name="codeNumber"
              noStyle
              rules={[{ required: true, whitespace: true, message: t('login.fields.codeNumber.required') }]}
            >
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('login.fields.codeNumber.placeholder')}
                aria-label={t('login.fields.codeNumber.label')}
                autoComplete="off"
              />
            </Form.Item>
            <CodeNumberImage {...codeNumberFor} />
          </Flex>
        </Form.Item>
      )}
    </>
  );

  const phoneFields = (
    <>
      <Form.Item
        name="phoneNo"
        label={t('login.fields.phone.label')}
        rules={[
          { required: true, message: t('login.fields.phone.required') },
          { pattern: MOBILE, message: t('login.fields.phone.invalid') },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.fields.phone.placeholder')}
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item label={t('login.fields.smsCode.label')} required>
        <Flex gap={8}>
          <Form.Item
            name="verifyCode"
            noStyle
            rules={[{ required: true, pattern: SMS_CODE, message: t('login.fields.smsCode.invalid') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('login.fields.smsCode.placeholder')}
              aria-label={t('login.fields.smsCode.label')}
              maxLength={SMS_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton send={sendCode} />
        </Flex>
      </Form.Item>
    </>
  );

  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', background: token.colorBgLayout, padding: 16 }}
    >
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Flex justify="space-between" align="center">
          <span style={{ color: token.colorTextSecondary }}>{t('app.name')}</span>
          <LanguageSwitch />
        </Flex>
        <h1
          style={{
            fontSize: token.fontSizeHeading3,
            fontWeight: token.fontWeightStrong,
            lineHeight: token.lineHeightHeading3,
            color: token.colorTextHeading,
            margin: `${token.marginXS}px 0 0`,
          }}
        >
          {t('login.title')}
        </h1>
        <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginMD}px` }}>
          {t('login.subtitle')}
        </p>
        <Form<SignInForm>
          form={form}
          name="signIn"
          layout="vertical"
          requiredMark={false}
          size="large"
          initialValues={{ platformNum: lastAccount?.platformNum, loginName: lastAccount?.loginName }}
          onFinish={signIn}
        >
          <Form.Item
            name="platformNum"
            label={t('login.fields.company.label')}
            extra={companyName}
            rules={[{ required: true, whitespace: true, message: t('login.fields.company.required') }]}
          >
            <Input
              prefix={<BankOutlined />}
              placeholder={t('login.fields.company.placeholder')}
              autoComplete="organization"
              onBlur={lookUpCompany}
            />
          </Form.Item>
          <Tabs
            activeKey={method}
            onChange={(key) => setMethod(key as Method)}
            destroyOnHidden
            items={[
              { key: 'account', label: t('login.tabs.account'), children: accountFields },
              { key: 'phone', label: t('login.tabs.phone'), children: phoneFields },
            ]}
          />
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.buttons.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
