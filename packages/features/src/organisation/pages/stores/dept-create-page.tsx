import type { HostKit } from '../../../host-kit';
import { StoreFormView } from './store-form';

/** createDept (ORG-03): a new store with the §9 defaults and a generated code. */
export default function DeptCreatePage({ kit }: { kit: HostKit }) {
  return <StoreFormView kit={kit} mode="create" id="" />;
}
