import { useLocation, useSearchParams } from 'react-router';
import type { HostKit } from '../../../host-kit';
import { StoreFormView } from './store-form';
import { STORE_PATHS } from './store-paths';

/**
 * createDept (ORG-03: a new store with the §9 defaults and a generated code), editDept?id= (ORG-04:
 * the store from getStore.do, saved with saveDept.do) and viewDept?id= (read-only, in the form's
 * layout): the page's path says which.
 */
export default function DeptFormPage({ kit }: { kit: HostKit }) {
  const { pathname } = useLocation();
  const id = useSearchParams()[0].get('id') ?? '';
  const mode = pathname.endsWith(STORE_PATHS.view)
    ? 'view'
    : pathname.endsWith(STORE_PATHS.edit)
      ? 'edit'
      : 'create';
  return <StoreFormView key={`${mode}:${id}`} kit={kit} mode={mode} id={mode === 'create' ? '' : id} />;
}
