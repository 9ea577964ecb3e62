import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../stores/session';
import { accountWatch, startAccountWatch } from './account-watch';

/** The dialog's code loads only once the account has changed. */
const AbnormalModal = lazy(() => import('./account-abnormal-modal'));

/** Watches while signed in; once the account changed, only refresh leads on (AUTH-13). */
export function AccountAbnormalDialog() {
  const { siteToken } = useSnapshot(session);
  const { abnormal } = useSnapshot(accountWatch);
  useEffect(() => (siteToken ? startAccountWatch() : undefined), [siteToken]);
  if (!abnormal) return null;
  return (
    <Suspense fallback={null}>
      <AbnormalModal />
    </Suspense>
  );
}
