import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * Operator authorisation entry (ROUTE-01). The operations platform's hand-over is not part of
 * the wire contract yet, so the page says so and offers the normal sign-in.
 */
export default function OperauthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
