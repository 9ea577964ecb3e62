import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UnauthorisedResult } from '../../components/unauthorised-result';

/** What a failed navigation shows: 401 from the guard, otherwise the error with a retry. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 401) return <UnauthorisedResult />;
  if (import.meta.env.PROD) console.error(error);
  return (
    <Result
      status="error"
      title={t('errors.crashed.title')}
      subTitle={error instanceof Error ? error.message : t('errors.crashed.subTitle')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('buttons.retry')}
        </Button>
      }
    />
  );
}
