import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { refreshAfterAbnormal } from './account-watch';
import { withAntdScope } from '../components/antd-scope';

/** AUTH-13: the non-dismissible dialog of a changed login account; refresh is the only way on. */
function AccountAbnormalModal() {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('accountWatch.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={refreshAfterAbnormal}>
          {t('accountWatch.refresh')}
        </Button>
      }
    >
      {t('accountWatch.body')}
    </Modal>
  );
}

export default withAntdScope(AccountAbnormalModal);
