import type { HostKit } from '../../../host-kit';

/** Placeholder until this page is built. */
export default function Page({ kit }: { kit: HostKit }) {
  return <div>{kit.t('org.loadFailed')}</div>;
}
