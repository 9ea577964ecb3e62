import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { markPasswordPrompted, session } from '../stores/session';
import { queryPwdExpireInfo } from './api';
import { decidePrompt, expiryWarning } from './prompt-rules';

/** The dialogs and their form code load only when a prompt is due (most sign-ins have none). */
const PromptDialogs = lazy(() => import('./prompt-dialogs'));

/**
 * The prompts after sign-in, from the stored login policy: the change-password dialog for an
 * initial or expired password (skippable or forced), else the expiry warning (PWD-02..07).
 */
export function PasswordPrompts() {
  const { siteToken, siteUserId, platformNum, loginPolicy } = useSnapshot(session);
  const prompt = siteToken ? decidePrompt(loginPolicy) : ({ kind: 'none' } as const);
  const [expireDays, setExpireDays] = useState<number | null>(null);

  useEffect(() => {
    if (prompt.kind !== 'checkExpiry') return;
    let live = true;
    queryPwdExpireInfo({ userId: siteUserId, token: siteToken, platformNum }).then(
      (info) => {
        if (!live) return;
        if (expiryWarning(info.expireDays)) setExpireDays(info.expireDays);
        else markPasswordPrompted();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [prompt.kind, siteUserId, siteToken, platformNum]);

  const warning = expireDays === null ? null : expiryWarning(expireDays);
  if (prompt.kind !== 'change' && warning === null) return null;
  return (
    <Suspense fallback={null}>
      <PromptDialogs prompt={prompt} warning={warning} onWarningClosed={() => setExpireDays(null)} />
    </Suspense>
  );
}
