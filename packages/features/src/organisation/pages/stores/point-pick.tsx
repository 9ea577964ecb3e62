import { Button, Modal, type FormInstance } from 'antd';
import { useState } from 'react';
import type { HostKit } from '../../../host-kit';
import { PointPicker } from '../../shared/map/point-picker';
import type { PointValue } from '../../shared/map/geo';

/**
 * "Pick on map" beside the typed coordinates: a dialog with the organisation's point picker,
 * starting at the typed point; OK writes the picked longitude and latitude into the form.
 */
export function PointPickButton(props: { kit: HostKit; form: FormInstance; onPicked: () => void }) {
  const { kit, form } = props;
  const t = kit.t;
  const [open, setOpen] = useState(false);
  const [point, setPoint] = useState<PointValue>({ longitude: '', latitude: '' });
  return (
    <>
      <Button
        onClick={() => {
          setPoint({
            longitude: String(form.getFieldValue('longitude') ?? ''),
            latitude: String(form.getFieldValue('latitude') ?? ''),
          });
          setOpen(true);
        }}
      >
        {t('org.stores.form.pickOnMap')}
      </Button>
      <Modal
        open={open}
        width={720}
        title={t('org.stores.form.pickOnMap')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => {
          form.setFieldsValue(point);
          void form.validateFields(['longitude', 'latitude']).catch(() => undefined);
          props.onPicked();
          setOpen(false);
        }}
      >
        {open && <PointPicker kit={kit} value={point} onChange={setPoint} height={380} />}
      </Modal>
    </>
  );
}
