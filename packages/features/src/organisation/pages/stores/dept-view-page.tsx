import { useSearchParams } from 'react-router';
import type { HostKit } from '../../../host-kit';
import { StoreFormView } from './store-form';

/** viewDept?id= (ORG-04): the store read-only, in the form's layout. */
export default function DeptViewPage({ kit }: { kit: HostKit }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <StoreFormView key={id} kit={kit} mode="view" id={id} />;
}
