import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the first navigation (guard and page code) is under way. */
export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" description={t('app.loading')} />
    </Flex>
  );
}
