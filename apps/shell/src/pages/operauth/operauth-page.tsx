import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../hooks/use-app-navigate';

/**
 * Operator authorisation entry (ROUTE-01). The operations platform's hand-over is not part of
 * the wire contract yet, so the page says so and offers the normal sign-in.
 */
export default function OperauthPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <Result
      status="info"
      title={t('operauth.title')}
      subTitle={t('operauth.subTitle')}
      extra={
        <Button type="primary" onClick={() => void navigate('/login')}>
          {t('buttons.signIn')}
        </Button>
      }
    />
  );
}
