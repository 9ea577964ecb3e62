import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../hooks/use-app-navigate';

/** /404 and the end of every unknown or unpermitted path (ROUTE-03, NAV-03). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <Result
      status="404"
      title={t('errors.notFound.title')}
      subTitle={t('errors.notFound.subTitle')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('buttons.backHome')}
        </Button>
      }
    />
  );
}
