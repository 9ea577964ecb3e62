import { useEffect, useState } from 'react';
import { Form, Input, Modal, Switch } from 'antd';
import type { OrgRole } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { useDataScope } from '../../../shared/data-scope';
import { messageOf, showFieldErrors } from '../employees/people-common';
import { call } from '../../../kit';

interface RoleFormValues {
  name: string;
  remark: string;
  allStores: boolean;
}

const FORM_FIELDS = ['name', 'remark', 'allStores'] as const;

/**
 * The role dialog: name, remark and whether it reaches every store, for a new role or one to
 * rename. A name the tenant already uses is refused by the server on the name field.
 */
export function RoleEditor({
  kit,
  role,
  onClose,
  onSaved,
}: {
  kit: HostKit;
  /** The role to edit, 'new' for a new one, null when closed. */
  role: OrgRole | 'new' | null;
  onClose: () => void;
  onSaved: (saved: OrgRole) => void;
}) {
  const t = (key: string) => kit.t(`org.people.roles.${key}`);
  const [form] = Form.useForm<RoleFormValues>();
  const [saving, setSaving] = useState(false);
  // Only a user of every store makes a role reach every store (the server refuses it to others).
  const scope = useDataScope(kit);
  const everyStore = scope?.allStores === true;
  // A role of all pages reaches every store whatever its switch says.
  const byGrants = role !== null && role !== 'new' && role.grantsAll;
  const allStoresNote = byGrants
    ? t('allStoresByGrants')
    : scope && !everyStore
      ? `${t('allStoresHelp')} ${t('allStoresNotYours')}`
      : t('allStoresHelp');

  useEffect(() => {
    if (!role) return;
    form.resetFields();
    form.setFieldsValue(
      role === 'new'
        ? { name: '', remark: '', allStores: false }
        : { name: role.name, remark: role.remark, allStores: role.allStores || role.grantsAll },
    );
  }, [role, form]);

  const save = async () => {
    if (!role) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      const saved = await call(
        kit,
        'roleSave',
        {
          ...(role === 'new' ? {} : { id: role.id }),
          name: values.name.trim(),
          remark: values.remark?.trim() ?? '',
          ...(everyStore && !byGrants
            ? { allStores: values.allStores ? ('1' as const) : ('0' as const) }
            : {}),
        },
        { silent: true },
      );
      kit.notify('success', kit.t('org.saved'));
      onSaved(saved);
    } catch (error) {
      if (!showFieldErrors(form, error, FORM_FIELDS)) kit.notify('error', messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={role !== null}
      title={role === 'new' ? t('createTitle') : t('editTitle')}
      okText={kit.t('org.buttons.save')}
      cancelText={kit.t('org.buttons.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="role">
        <Form.Item
          name="name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: kit.t('org.required', { field: t('name') }) }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
        <Form.Item name="allStores" label={t('allStores')} valuePropName="checked" extra={allStoresNote}>
          <Switch disabled={!everyStore || byGrants} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
