import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { withAntdScope } from '../../components/antd-scope';

/** The placeholder of a frame whose page never answered, with a reload: its own lazy chunk. */
function FrameSilent({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('frame.noAnswer')}
      extra={
        <Button type="primary" onClick={onReload}>
          {t('frame.reload')}
        </Button>
      }
    />
  );
}

export default withAntdScope(FrameSilent);
