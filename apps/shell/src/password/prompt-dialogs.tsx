import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { markPasswordPrompted, session } from '../stores/session';
import { ChangePasswordDialog } from './change-password-dialog';
import type { expiryWarning, PasswordPrompt } from './prompt-rules';
import { modeOfStrategy } from './validators';
import { withAntdScope } from '../components/antd-scope';

export type ExpiryWarning = NonNullable<ReturnType<typeof expiryWarning>>;

/**
 * The dialogs of the password prompts (PWD-02..07), a chunk of their own loaded only when one is
 * due: the change-password dialog for an initial or expired password, or the expiry warning.
 */
function PromptDialogs({
  prompt,
  warning,
  onWarningClosed,
}: {
  prompt: PasswordPrompt;
  warning: ExpiryWarning | null;
  onWarningClosed: () => void;
}) {
  const { t } = useTranslation();
  const { loginPolicy } = useSnapshot(session);
  const [changing, setChanging] = useState(false);

  if (prompt.kind === 'change') {
    const notice = [
      t(prompt.reason === 'initial' ? 'password.prompts.initialBody' : 'password.prompts.expiredBody'),
      prompt.forced ? t('password.prompts.forcedBody') : '',
    ].join(' ');
    return (
      <ChangePasswordDialog
        open
        mode={prompt.mode}
        forced={prompt.forced}
        title={t(
          prompt.reason === 'initial' ? 'password.prompts.initialTitle' : 'password.prompts.expiredTitle',
        )}
        notice={notice.trim()}
        cancelText={t('password.buttons.skip')}
        onCancel={markPasswordPrompted}
      />
    );
  }

  const close = () => {
    onWarningClosed();
    markPasswordPrompted();
  };
  return (
    <>
      <Modal
        open={warning !== null && !changing}
        title={t('password.prompts.expiryTitle')}
        onCancel={close}
        footer={[
          <Button key="later" onClick={close}>
            {t('password.buttons.later')}
          </Button>,
          <Button key="change" type="primary" onClick={() => setChanging(true)}>
            {t('password.buttons.change')}
          </Button>,
        ]}
      >
        {warning && t(warning.key, 'count' in warning ? { count: warning.count } : {})}
      </Modal>
      <ChangePasswordDialog
        open={changing}
        mode={modeOfStrategy(loginPolicy?.pwdManagementStrategy ?? 1)}
        onCancel={() => {
          setChanging(false);
          close();
        }}
      />
    </>
  );
}

/** Under antd's scope: a lazy chunk of its own (password-prompts). */
export default withAntdScope(PromptDialogs);
