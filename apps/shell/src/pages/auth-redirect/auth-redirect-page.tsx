import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../hooks/use-app-navigate';

/**
 * The end of a third-party sign-in popup: hands what it received (the hash) to the sign-in page
 * of the window that opened it, then closes. Opened directly, it offers the way to sign in.
 */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [popup] = useState(() => Boolean(window.opener) && window.opener !== window);
  useEffect(() => {
    if (!popup) return;
    (window.opener as Window).location.href = `${window.location.origin}/login${window.location.hash}`;
    window.close();
  }, [popup]);
  if (popup) return <Result icon={<Spin size="large" />} title={t('authRedirect.title')} />;
  return (
    <Result
      status="info"
      title={t('authRedirect.direct')}
      extra={
        <Button type="primary" onClick={() => void navigate('/login')}>
          {t('buttons.signIn')}
        </Button>
      }
    />
  );
}
