import { Alert, Flex, Modal, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { isCallError, type HostKit } from '../../../host-kit';

export { LoadFailed } from '../../shared/load-failed';

/**
 * Pieces the people pages (roles, employees, sign-in accounts, third-party staff) share: loading
 * with a Retry, the server's refusals on form fields, and the one-time password dialog.
 */

/** The message of a refusal (the server's, already translated), or the error's own. */
export const messageOf = (error: unknown): string =>
  isCallError(error) ? error.msg : error instanceof Error ? error.message : String(error);

/** A refusal's field name as a form path: `storeRoles.0.roleIds` → ['storeRoles', 0, 'roleIds']. */
export const fieldPath = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^[0-9]+$/.test(part) ? Number(part) : part));

/**
 * Puts a refusal's fieldErrors on the form's fields (those whose first part the form has);
 * answers whether any landed.
 */
export function showFieldErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): boolean {
  if (!isCallError(error) || !error.fieldErrors?.length) return false;
  const known = error.fieldErrors.filter((entry) => fieldNames.includes(entry.field.split('.')[0] ?? ''));
  form.setFields(known.map((entry) => ({ name: fieldPath(entry.field), errors: [entry.msg] })));
  return known.length > 0;
}

/** A new initial password to hand over: shown this once, with its sign-in name. */
export interface ShownPassword {
  loginName: string;
  password: string;
}

/**
 * The one time an initial password is shown (a new employee's account, a reset): the server never
 * answers it again, so the dialog says so and offers a copy button. `onClose` runs when it is
 * acknowledged.
 */
export function InitialPasswordModal({
  kit,
  shown,
  onClose,
}: {
  kit: HostKit;
  shown: ShownPassword | null;
  onClose: () => void;
}) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.password.${key}`, options);
  return (
    <Modal
      open={shown !== null}
      title={t('title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      okText={t('done')}
      footer={(_, { OkBtn }) => <OkBtn />}
      onOk={onClose}
    >
      {shown && (
        <Flex vertical gap={12}>
          <Typography.Text>{t('intro', { loginName: shown.loginName })}</Typography.Text>
          <Typography.Paragraph
            code
            copyable={{ text: shown.password, tooltips: [t('copy'), t('copied')] }}
            style={{ fontSize: 18, marginBottom: 0 }}
          >
            <span data-testid="initial-password">{shown.password}</span>
          </Typography.Paragraph>
          <Alert type="warning" showIcon title={t('once')} />
        </Flex>
      )}
    </Modal>
  );
}
