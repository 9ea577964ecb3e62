import { UnauthorisedResult } from '../../components/unauthorised-result';

/** /401 (ROUTE-03). */
export default function UnauthorisedPage() {
  return <UnauthorisedResult />;
}
