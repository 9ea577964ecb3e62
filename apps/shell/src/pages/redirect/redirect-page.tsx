import { Navigate, useLocation, useParams } from 'react-router';

/** /redirect/{path*} re-enters /{path}: a tab refresh remounts the page (ROUTE-02). */
export default function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${path}${search}${hash}`} replace />;
}
