import { useState, type ReactNode } from 'react';
import { Button, Modal, Space, Tag } from 'antd';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { InitialPasswordModal, type ShownPassword } from '../employees/people-common';
import { messageOf } from '../../../shared/call-refusal';
import { StepUpCancelled, useStepUp } from '../../shared/step-up';
import { call } from '../../../kit';
import { openEmployee } from '../employees/employee-form';

/** Account statuses on the wire: 1 active, 2 locked, 0 disabled. */
export const ACCOUNT_STATUS = { disabled: 0, active: 1, locked: 2 } as const;
export const USER_LIST_PATH = PAGES.userManagement.path;
export const USER_DETAIL_PATH = PAGES.userDetail.path;

/** An ISO time as the viewer's local date and time ('' stays ''). */

/** What the actions need of an account. */
export interface AccountRef {
  userId: string;
  loginName: string;
  status: number;
}

/** The account's status as a tag (active, locked, disabled), and whether it still has an initial password. */
export function AccountStatusTag({
  kit,
  status,
  initialPassword,
}: {
  kit: HostKit;
  status: number;
  initialPassword?: boolean;
}) {
  const t = (key: string) => kit.t(`org.people.users.${key}`);
  const tag =
    status === ACCOUNT_STATUS.active ? (
      <Tag color="success">{t('statusActive')}</Tag>
    ) : status === ACCOUNT_STATUS.locked ? (
      <Tag color="warning">{t('statusLocked')}</Tag>
    ) : (
      <Tag>{t('statusDisabled')}</Tag>
    );
  return (
    <Space size={0}>
      {tag}
      {initialPassword && <Tag color="blue">{t('initialPassword')}</Tag>}
    </Space>
  );
}

/** An account's employee, a link to the employee's view; `none` when it has none. */
export function EmployeeLink({
  kit,
  account,
  none = null,
}: {
  kit: HostKit;
  account: { employeeId: string; employeeName: string };
  none?: ReactNode;
}) {
  if (!account.employeeId) return none;
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => openEmployee(kit, 'view', account.employeeId)}
    >
      {account.employeeName}
    </Button>
  );
}

/**
 * Lock, unlock and reset the password of a sign-in account, each after a confirmation (a reset's
 * asks for the user's own password too); a reset shows the new initial password once. `onDone`
 * runs after a change (to reload what shows it). Render `holder` once in the page.
 */
export function useAccountActions(kit: HostKit, onDone: () => void) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.users.${key}`, options);
  const [modal, modalHolder] = Modal.useModal();
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const stepUp = useStepUp(kit);

  /** Locks or unlocks an account, once the user confirms. */
  const setLocked = (account: AccountRef, locking: boolean) => {
    const verb = locking ? 'lock' : 'unlock';
    const { userId, loginName } = account;
    void modal.confirm({
      title: t(`${verb}Title`),
      content: t(`${verb}Confirm`, { loginName }),
      okText: t(verb),
      okButtonProps: { danger: locking },
      cancelText: kit.t('common.cancel'),
      onOk: async () => {
        try {
          await (locking ? call(kit, 'userLock', { userId }) : call(kit, 'userUnlock', { userId }));
          kit.notify('success', t(`${verb}ed`, { loginName }));
          onDone();
        } catch {
          // Refused (one's own account, a disabled employee): the shell shows the server's reason.
        }
      },
    });
  };

  // Someone else's password: the confirmation asks for the user's own (step-up), in one dialog.
  const resetPassword = async (account: AccountRef) => {
    try {
      const reset = await stepUp.confirm(
        (editorPassword) =>
          call(kit, 'userResetPassword', { userId: account.userId, editorPassword }, { silent: true }),
        {
          title: t('resetTitle'),
          lead: t('resetConfirm', { loginName: account.loginName }),
          okText: t('resetPassword'),
          danger: true,
        },
      );
      setShown({ loginName: account.loginName, password: reset.initialPassword });
    } catch (failure) {
      if (!(failure instanceof StepUpCancelled)) kit.notify('error', messageOf(failure));
      return;
    }
    onDone();
  };

  /** The buttons of one account (lock or unlock by its status, reset), plus `extra` first. */
  const buttons = (account: AccountRef, extra?: ReactNode) => (
    <Space size={0} wrap>
      {extra}
      <Button
        type="link"
        size="small"
        disabled={account.status !== ACCOUNT_STATUS.active && account.status !== ACCOUNT_STATUS.locked}
        onClick={() => setLocked(account, account.status !== ACCOUNT_STATUS.locked)}
      >
        {t(account.status === ACCOUNT_STATUS.locked ? 'unlock' : 'lock')}
      </Button>
      <Button type="link" size="small" danger onClick={() => void resetPassword(account)}>
        {t('resetPassword')}
      </Button>
    </Space>
  );

  const holder = (
    <>
      {modalHolder}
      {stepUp.holder}
      <InitialPasswordModal kit={kit} shown={shown} onClose={() => setShown(null)} />
    </>
  );
  return { buttons, holder };
}
