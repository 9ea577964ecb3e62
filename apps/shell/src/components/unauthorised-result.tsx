import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The 401 content: the /401 page, and what the guard leaves on screen when it may not redirect
 * (NAV-05, NAV-12), which happens outside the router's pages (so a plain link, no navigate).
 */
export function UnauthorisedResult() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('errors.unauthorised.title')}
      subTitle={t('errors.unauthorised.subTitle')}
      extra={
        <Button type="primary" href="/">
          {t('buttons.backHome')}
        </Button>
      }
    />
  );
}
