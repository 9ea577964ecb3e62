import { Code } from '@rcadmin/contract/wire';
import { Alert, Input, Modal, Typography, type InputRef } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { isCallError, type CallError, type HostKit } from '../../host-kit';

/** How the dialog presents the change it confirms; the step-up defaults otherwise. */
export interface StepUpAsk {
  title?: string;
  /** What is about to change, shown above the request for the password. */
  lead?: ReactNode;
  okText?: string;
  danger?: boolean;
}

/** A change waiting for the user's own password: it runs with it, and settles the ask. */
interface Pending {
  run: (password: string) => Promise<unknown>;
  ask: StepUpAsk;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

/** The server wants the user's own password for the change (none given, or a wrong one). */
const isStepUpAsked = (failure: unknown): failure is CallError =>
  isCallError(failure) && failure.code === Code.stepUpRequired;

/** The user closed the dialog: nothing was changed. */
export class StepUpCancelled extends Error {
  constructor() {
    super('step-up cancelled');
    this.name = 'StepUpCancelled';
  }
}

/**
 * Step-up: a change that reaches another person's account (their mobile, their password) is
 * confirmed with the user's own password, which the server checks (code 4031 without it or when it
 * is wrong; a wrong one counts toward the user's own sign-in lockout). `confirm(run, ask?)` opens
 * the dialog and calls `run(password)` on OK (or Enter), answering what it answers: a wrong
 * password keeps the dialog open with the server's words; any other failure closes it and rejects;
 * Cancel rejects with StepUpCancelled. `send(change)` sends a change without the password first and
 * asks for it only when the server does. Render `holder` once in the page.
 */
export function useStepUp(kit: HostKit) {
  const t = (key: string) => kit.t(`org.people.stepUp.${key}`);
  const [pending, setPending] = useState<Pending | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const input = useRef<InputRef>(null);

  const close = () => {
    setPending(null);
    setPassword('');
    setError('');
  };

  const confirm = <T,>(run: (password: string) => Promise<T>, ask: StepUpAsk = {}) =>
    new Promise<T>((resolve, reject) => {
      setPassword('');
      setError('');
      setPending({ run, ask, resolve: resolve as (answer: unknown) => void, reject });
    });

  const send = <T,>(change: (editorPassword?: string) => Promise<T>): Promise<T> =>
    change().catch((failure: unknown) => {
      if (!isStepUpAsked(failure)) throw failure;
      return confirm(change);
    });

  const submit = async () => {
    if (!pending || submitting.current) return;
    if (password === '') {
      setError(t('required'));
      return;
    }
    submitting.current = true;
    setBusy(true);
    try {
      const answer = await pending.run(password);
      close();
      pending.resolve(answer);
    } catch (failure) {
      if (isStepUpAsked(failure)) {
        setError(failure.msg);
        setPassword('');
        input.current?.focus();
      } else {
        close();
        pending.reject(failure);
      }
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  const cancel = () => {
    // Not while the change is on its way: its answer settles the ask.
    if (submitting.current) return;
    const waiting = pending;
    close();
    waiting?.reject(new StepUpCancelled());
  };

  const ask = pending?.ask ?? {};
  const holder = (
    <Modal
      open={pending !== null}
      title={ask.title ?? t('title')}
      okText={ask.okText ?? t('confirm')}
      okButtonProps={{ danger: ask.danger }}
      cancelText={kit.t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={cancel}
      // The dialog takes the focus as it opens: the password field has it once it is shown.
      afterOpenChange={(open) => open && input.current?.focus()}
      destroyOnHidden
    >
      {ask.lead && <Typography.Paragraph>{ask.lead}</Typography.Paragraph>}
      <Typography.Paragraph>{t('text')}</Typography.Paragraph>
      <Input.Password
        ref={input}
        autoFocus
        autoComplete="current-password"
        aria-label={t('label')}
        placeholder={t('label')}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (error) setError('');
        }}
        onPressEnter={() => void submit()}
      />
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </Modal>
  );
  return { confirm, send, holder };
}
