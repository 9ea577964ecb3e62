import { useSearchParams } from 'react-router';
import type { HostKit } from '../../../host-kit';
import { StoreFormView } from './store-form';

/** editDept?id= (ORG-04): the store from getStore.do, saved with saveDept.do. */
export default function DeptEditPage({ kit }: { kit: HostKit }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <StoreFormView key={id} kit={kit} mode="edit" id={id} />;
}
