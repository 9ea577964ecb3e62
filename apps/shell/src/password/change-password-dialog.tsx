import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SmsCodeButton } from '../components/sms-code-button';
import { SMS_CODE_LENGTH } from '../constants';
import { session } from '../stores/session';
import { notify } from '../utils/feedback';
import { changePassword, checkPasswordCode, sendPasswordCode } from './api';
import { finishPasswordChange } from './finish-change';
import {
  checkConfirmPwd,
  checkNewPwd,
  checkOldPwd,
  checkVerifyCode,
  type PasswordMode,
  type PasswordRuleKey,
} from './validators';
import { withAntdScope } from '../components/antd-scope';

/** The password form of spec §3 (PWD-01). */
export interface PasswordForm {
  oldPwd: string;
  newPwd: string;
  confirmPwd: string;
  mobile: string;
  verifyCode?: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  mode: PasswordMode;
  /** PWD-04: no close button, no cancel, Esc and the mask do nothing. */
  forced?: boolean;
  title?: string;
  /** Why the dialog is shown (the prompts say so above the form). */
  notice?: ReactNode;
  /** Label of the button that leaves without changing (cancel, or "not now" for a prompt). */
  cancelText?: string;
  onCancel?: () => void;
}

/**
 * Change password (user menu and the prompts after sign-in). With pwdCheckVcode on, an SMS code
 * to the user's own mobile is checked before the change (PWD-17); the server's message of a
 * failed send, check or change is shown (ERR-07).
 */
function ChangePasswordDialogBody({
  open,
  mode,
  forced = false,
  title,
  notice,
  cancelText,
  onCancel,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const { siteMobile, platformNum, loginPolicy } = useSnapshot(session);
  const smsCheck = loginPolicy?.pwdCheckVcode === 1;
  const [form] = Form.useForm<PasswordForm>();
  const [submitting, setSubmitting] = useState(false);

  /** A pure rule as an antd validator, its message in the current language. */
  const rule =
    (check: (value: string | undefined, values: Partial<PasswordForm>) => PasswordRuleKey | null): Rule =>
    (instance) => ({
      validator: (_, value: string | undefined) => {
        const key = check(value, instance.getFieldsValue() as Partial<PasswordForm>);
        return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
      },
    });

  const sendCode = async (): Promise<boolean> => {
    try {
      await sendPasswordCode(platformNum, siteMobile);
      notify.success(t('notifications.codeSent'));
      return true;
    } catch {
      return false;
    }
  };

  const submit = async () => {
    let values: PasswordForm;
    try {
      values = await form.validateFields();
    } catch {
      notify.error(t('password.rules.invalidForm'));
      return;
    }
    setSubmitting(true);
    try {
      if (smsCheck) {
        const check = await checkPasswordCode(siteMobile, values.verifyCode ?? '');
        if (!check.ok) {
          notify.error(check.msg);
          return;
        }
      }
      const changed = await changePassword({
        oldPwd: values.oldPwd,
        newPwd: values.newPwd,
        confirmPwd: values.confirmPwd,
        ...(smsCheck ? { verifyCode: values.verifyCode } : {}),
      });
      if (changed) await finishPasswordChange();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setSubmitting(false);
    }
  };

  const footer = [
    !forced && (
      <Button key="cancel" onClick={onCancel}>
        {cancelText ?? t('password.buttons.cancel')}
      </Button>
    ),
    <Button key="submit" type="primary" loading={submitting} onClick={() => void submit()}>
      {t('password.buttons.submit')}
    </Button>,
  ];

  return (
    <Modal
      open={open}
      title={title ?? t('password.title')}
      closable={!forced}
      keyboard={!forced}
      mask={{ closable: !forced }}
      onCancel={forced ? undefined : onCancel}
      footer={footer}
      destroyOnHidden
    >
      {notice && (
        <Alert type={forced ? 'warning' : 'info'} showIcon title={notice} style={{ marginBottom: 16 }} />
      )}
      <Form<PasswordForm>
        form={form}
        name="changePassword"
        layout="vertical"
        initialValues={{ mobile: siteMobile }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="oldPwd"
          label={t('password.fields.oldPwd.label')}
          required
          rules={[rule(checkOldPwd)]}
        >
          <Input.Password
            placeholder={t('password.fields.oldPwd.placeholder')}
            autoComplete="current-password"
          />
        </Form.Item>
        <Form.Item
          name="newPwd"
          label={t('password.fields.newPwd.label')}
          extra={t(mode === 'strict' ? 'password.hints.strict' : 'password.hints.normal')}
          required
          dependencies={['oldPwd']}
          rules={[rule((value, values) => checkNewPwd(value, mode, values.oldPwd))]}
        >
          <Input.Password placeholder={t('password.fields.newPwd.placeholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPwd"
          label={t('password.fields.confirmPwd.label')}
          required
          dependencies={['newPwd']}
          rules={[rule((value, values) => checkConfirmPwd(value, values.newPwd))]}
        >
          <Input.Password
            placeholder={t('password.fields.confirmPwd.placeholder')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item name="mobile" label={t('password.fields.mobile.label')}>
          <Input readOnly variant="filled" />
        </Form.Item>
        {smsCheck && (
          <Form.Item label={t('password.fields.verifyCode.label')} required>
            <Flex gap={8}>
              <Form.Item name="verifyCode" noStyle rules={[rule((value) => checkVerifyCode(value, true))]}>
                <Input
                  placeholder={t('password.fields.verifyCode.placeholder')}
                  aria-label={t('password.fields.verifyCode.label')}
                  maxLength={SMS_CODE_LENGTH}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
              </Form.Item>
              <SmsCodeButton send={sendCode} />
            </Flex>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** Under antd's scope: it loads lazily, from the user menu and from the password prompts. */
export const ChangePasswordDialog = withAntdScope(ChangePasswordDialogBody);
