import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import type { ErpEmp } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { messageOf, showFieldErrors } from '../employees/people-common';
import { EmployeePicker, employeeLabel } from '../../shared/employee-picker';
import { call } from '../../../kit';

interface ErpFormValues {
  erpSystem: string;
  erpEmpCode: string;
  erpEmpName: string;
  employeeId: string;
}

const FORM_FIELDS = ['erpSystem', 'erpEmpCode', 'erpEmpName', 'employeeId'] as const;

/**
 * The third-party staff dialog: the ERP system, the staff member's code and name there, and the
 * employee they are. A code already mapped in that system is refused by the server on its field.
 */
export function ErpEditor({
  kit,
  entry,
  onClose,
  onSaved,
}: {
  kit: HostKit;
  /** The entry to edit, 'new' for a new one, null when closed. */
  entry: ErpEmp | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = (key: string) => kit.t(`org.people.erp.${key}`);
  const [form] = Form.useForm<ErpFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!entry) return;
    form.resetFields();
    form.setFieldsValue(
      entry === 'new'
        ? { erpSystem: '', erpEmpCode: '', erpEmpName: '', employeeId: '' }
        : {
            erpSystem: entry.erpSystem,
            erpEmpCode: entry.erpEmpCode,
            erpEmpName: entry.erpEmpName,
            employeeId: entry.employeeId,
          },
    );
  }, [entry, form]);

  const save = async () => {
    if (!entry) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call(
        kit,
        'erpEmpSave',
        {
          id: entry === 'new' ? '' : entry.id,
          erpSystem: values.erpSystem.trim(),
          erpEmpCode: values.erpEmpCode.trim(),
          erpEmpName: values.erpEmpName?.trim() ?? '',
          employeeId: values.employeeId,
        },
        { silent: true },
      );
      kit.notify('success', kit.t('org.saved'));
      onSaved();
    } catch (error) {
      if (!showFieldErrors(form, error, FORM_FIELDS)) kit.notify('error', messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: kit.t('org.required', { field: t(field) }),
  });

  return (
    <Modal
      open={entry !== null}
      title={entry === 'new' ? t('createTitle') : t('editTitle')}
      okText={kit.t('org.buttons.save')}
      cancelText={kit.t('org.buttons.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="erpEmp">
        <Form.Item name="erpSystem" label={t('erpSystem')} rules={[required('erpSystem')]}>
          <Input maxLength={64} placeholder={t('erpSystemPlaceholder')} />
        </Form.Item>
        <Form.Item name="erpEmpCode" label={t('erpEmpCode')} rules={[required('erpEmpCode')]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="erpEmpName" label={t('erpEmpName')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="employeeId" label={t('employee')} rules={[required('employee')]}>
          <EmployeePicker
            kit={kit}
            placeholder={t('employeePlaceholder')}
            known={
              entry && entry !== 'new'
                ? {
                    id: entry.employeeId,
                    label: employeeLabel({ name: entry.employeeName, empCode: entry.empCode }),
                  }
                : null
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
