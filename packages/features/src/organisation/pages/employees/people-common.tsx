import { Alert, Flex, Modal, Typography } from 'antd';
import type { HostKit } from '../../../host-kit';

/** What the people pages (employees, sign-in accounts) share: the one-time password dialog. */

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
            copyable={{ text: shown.password, tooltips: [kit.t('common.copy'), t('copied')] }}
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
