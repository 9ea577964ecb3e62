import { useState, type ReactNode } from 'react';
import { Modal, Switch } from 'antd';
import type { HostKit } from '../../host-kit';

/** What the dialog of a status change says: its title, its words under it, its OK button. */
export interface StatusAsk {
  title: string;
  content?: ReactNode;
  okText?: string;
}

/**
 * A record's status in a list (stores, employees, franchisees, operators): a switch that asks
 * first in a dialog (`ask(enable)`), then sends the change, says `done(enable)` (the common "saved"
 * when it gives none) and lets the list load again (`onDone`, after a refusal too: the shell shows
 * the server's reason). Disabling is the danger.
 */
export function StatusSwitch({
  kit,
  on,
  label,
  disabled,
  ask,
  change,
  done,
  onDone,
}: {
  kit: HostKit;
  on: boolean;
  label: string;
  disabled?: boolean;
  ask: (enable: boolean) => StatusAsk;
  change: (enable: boolean) => Promise<unknown>;
  done?: (enable: boolean) => string;
  onDone: () => void;
}) {
  const [modal, holder] = Modal.useModal();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    const enable = !on;
    void modal.confirm({
      okText: kit.t('common.confirm'),
      cancelText: kit.t('common.cancel'),
      okButtonProps: { danger: !enable },
      ...ask(enable),
      onOk: async () => {
        setBusy(true);
        try {
          await change(enable);
          kit.notify('success', done?.(enable) ?? kit.t('common.saved'));
        } catch {
          // The shell shows the server's reason.
        } finally {
          setBusy(false);
          onDone();
        }
      },
    });
  };
  return (
    <>
      {holder}
      <Switch
        size="small"
        checked={on}
        loading={busy}
        disabled={disabled}
        aria-label={label}
        checkedChildren={kit.t('common.active')}
        unCheckedChildren={kit.t('common.disabled')}
        onClick={(_checked, event) => {
          event.stopPropagation();
          confirm();
        }}
      />
    </>
  );
}
