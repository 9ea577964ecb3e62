import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Flex, Form, Input, Modal, Radio, Select, Space, Spin } from 'antd';
import type { Employee, ResultOf } from '@rcadmin/contract';
import { isAccountMobile } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { formatRule } from '../../../shared/format-rule';
import { StoreSelect } from '../../shared/store-select';
import {
  EMPLOYEE_DETAIL_PATH,
  EMPLOYEE_FIELDS,
  EMPLOYEE_LIST_PATH,
  EMPTY_EMPLOYEE,
  openEmployee,
  formValuesOf,
  isLoginNameLocked,
  parseEmployeeTarget,
  repeatedStoreRows,
  toEmployeeDraft,
  type EmployeeFormValues,
  type EmployeeMode,
  type EmployeeTarget,
} from './employee-form';
import { DeptCodeSelect, HeadPicField } from './employee-fields';
import { StepUpCancelled, useStepUp } from '../../shared/step-up';
import { InitialPasswordModal, type ShownPassword } from './people-common';
import { messageOf } from '../../../shared/call-refusal';
import { StatusTag } from '../franchisees/place-common';
import { PageCard } from '../../../shared/page-card';
import {
  call,
  type Field,
  type FieldRow,
  FormFields,
  landFieldErrors,
  type Loaded,
  LoadFailed,
  useCall,
  useFormRecord,
  useFormSave,
} from '../../../kit';
import { confirmDiscard } from '../../shared/confirm-discard';

/** The server's formats (codes and sign-in names). */
const EMP_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const LOGIN_NAME = /^[A-Za-z0-9_.@-]{4,32}$/;

/**
 * employeeDetail (ORG-10): one form over every field of an employee (spec §3) and the store roles
 * of its sign-in account, in the mode its address names (isEdit, isCopy, readOnly, or new). A new
 * address in the same tab is a new form.
 */
export default function EmployeeDetailPage({ kit }: { kit: HostKit }) {
  const { search } = useLocation();
  const target = useMemo(() => parseEmployeeTarget(search), [search]);
  // Another address in the same tab is another form.
  return <EmployeeForm key={`${target.mode}:${target.id}`} kit={kit} target={target} />;
}

function EmployeeForm({ kit, target }: { kit: HostKit; target: EmployeeTarget }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.employees.${key}`, options);
  const { mode, id } = target;
  const readOnly = mode === 'view';
  const [form] = Form.useForm<EmployeeFormValues>();
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const stepUp = useStepUp(kit);
  const loginName = Form.useWatch('loginName', form) ?? '';
  // Asked for at once, beside the employee (the store roles' choices).
  const roles = useCall(kit, 'roleList', {}, { silent: true });

  // The saved employee (none for a new one): its answer is the form's values, and a newer one
  // replaces them while the form holds no change.
  const { record, ready, failed, error, dirty, refill, markDirty } = useFormRecord(
    kit,
    EMPLOYEE_DETAIL_PATH,
    {
      id: mode === 'new' ? '' : id,
      names: 'employeeGet',
      load: (employeeId, signal) => call(kit, 'employeeGet', { id: employeeId }, { silent: true, signal }),
      fill: (employee) => {
        form.resetFields();
        if (employee) form.setFieldsValue(formValuesOf(employee, mode));
      },
    },
  );

  const open = (nextMode: EmployeeMode) => openEmployee(kit, nextMode, id);

  /** Saved and acknowledged: the form closes and the list shows again. */
  const finish = () => {
    kit.closeTab(EMPLOYEE_DETAIL_PATH);
    kit.openTab({ path: EMPLOYEE_LIST_PATH, title: kit.t('org.routes.employeeIndex') });
  };

  /** Back: changes not saved are given up, once the user says so. */
  const leave = () => {
    if (!dirty) return kit.closeTab(EMPLOYEE_DETAIL_PATH);
    confirmDiscard(modal, kit, t, () => {
      markDirty(false);
      kit.closeTab(EMPLOYEE_DETAIL_PATH);
    });
  };

  const { saving, submit, dialogs } = useFormSave(kit, form, record, {
    texts: { staleTitle: t('staleTitle'), staleReload: t('staleReload') },
    // Another person's mobile: the server asks for the user's own password (step-up).
    save: (values: EmployeeFormValues, read: Employee | null) => {
      const body = toEmployeeDraft(values, mode, read);
      return stepUp
        .send((editorPassword) =>
          call(kit, 'employeeSave', editorPassword === undefined ? body : { ...body, editorPassword }, {
            silent: true,
          }),
        )
        .then((saved) => ({ saved, loginName: body.loginName ?? '' }));
    },
    onSaved: ({ saved, loginName: name }) => {
      if (saved.initialPassword) setShownPassword({ loginName: name, password: saved.initialPassword });
      else finish();
    },
    reloadOnStale: refill,
    land: (refusal) => {
      if (
        !(refusal instanceof StepUpCancelled) &&
        landFieldErrors(form, refusal, { fields: EMPLOYEE_FIELDS, lists: ['storeRoles'] }).length
      )
        kit.notify('error', messageOf(refusal));
      return [];
    },
  });

  if (failed) return <LoadFailed kit={kit} error={error} onRetry={refill} />;

  const loginLocked = isLoginNameLocked(mode, record);
  /** Side by side, wrapping on a narrow screen; labelled `t(name)` unless they say otherwise. */
  const row = (...row: Field[]): Field[] =>
    row.map((field) => ({ label: t(field.name ?? ''), flex: '1 1 200px', ...field }));
  const fields: FieldRow[] = [
    row(
      {
        name: 'empCode',
        max: 32,
        required: true,
        rules: [{ pattern: EMP_CODE, message: t('empCodeInvalid') }],
      },
      { name: 'name', max: 50, required: true },
      { name: 'mobile', max: 20, rules: [formatRule(isAccountMobile, t('mobileInvalid'))] },
    ),
    row(
      { name: 'email', max: 100, rules: [{ type: 'email', message: t('emailInvalid') }] },
      { name: 'position', max: 50 },
      {
        name: 'sex',
        input: (
          <Radio.Group
            options={[
              { value: 0, label: t('sexUnknown') },
              { value: 1, label: t('sexMale') },
              { value: 2, label: t('sexFemale') },
            ]}
          />
        ),
      },
    ),
    row(
      { name: 'cardNo', max: 32 },
      {
        name: 'deptCode',
        label: t('department'),
        input: <DeptCodeSelect kit={kit} placeholder={t('departmentPlaceholder')} />,
      },
      { name: 'orgCode', max: 64 },
    ),
    row(
      {
        name: 'loginName',
        input: <Input maxLength={64} autoComplete="off" disabled={loginLocked} />,
        extra: loginLocked && !readOnly ? t('loginNameLocked') : t('loginNameHint'),
        rules: loginLocked ? [] : [{ pattern: LOGIN_NAME, message: t('loginNameInvalid') }],
      },
      { name: 'wxQRCode', max: 500, flex: '2 1 400px' },
    ),
    row({
      name: 'headPicKey',
      label: t('headPic'),
      extra: readOnly ? undefined : t('headPicHint'),
      input: (
        <HeadPicField
          kit={kit}
          disabled={readOnly}
          onError={(message) => form.setFields([{ name: 'headPicKey', errors: [message] }])}
        />
      ),
    }),
    row(
      { name: 'profies', input: <Input.TextArea maxLength={2000} rows={3} /> },
      { name: 'remark', label: kit.t('common.remark'), input: <Input.TextArea maxLength={500} rows={3} /> },
    ),
  ];

  return (
    <PageCard
      title={t(`titles.${mode}`)}
      extra={record && mode !== 'copy' && <StatusTag kit={kit} status={record.status} />}
    >
      {modalHolder}
      {stepUp.holder}
      <Spin spinning={!ready}>
        <Form<EmployeeFormValues>
          form={form}
          name="employee"
          layout="vertical"
          disabled={readOnly}
          initialValues={EMPTY_EMPLOYEE}
          onValuesChange={() => !readOnly && markDirty(true)}
        >
          <FormFields rows={fields} required={(field) => kit.t('common.required', { field })} />
          <StoreRolesField
            kit={kit}
            t={t}
            roles={roles}
            hasLogin={String(loginName).trim() !== ''}
            readOnly={readOnly}
          />
        </Form>
      </Spin>
      <Flex gap={8} style={{ marginTop: 16 }}>
        {dialogs}
        {readOnly ? (
          <>
            <Button type="primary" onClick={() => open('edit')}>
              {kit.t('common.edit')}
            </Button>
            <Button onClick={() => open('copy')}>{kit.t('common.copy')}</Button>
          </>
        ) : (
          <Button
            type="primary"
            loading={saving}
            disabled={!ready}
            onClick={() => void submit(record, () => markDirty(false))}
          >
            {kit.t('common.save')}
          </Button>
        )}
        <Button onClick={leave}>{kit.t('common.back')}</Button>
      </Flex>
      <InitialPasswordModal
        kit={kit}
        shown={shownPassword}
        onClose={() => {
          setShownPassword(null);
          finish();
        }}
      />
    </PageCard>
  );
}

/** The stores the employee's account works in, each with the roles held there (one row a store). */
function StoreRolesField({
  kit,
  t,
  roles,
  hasLogin,
  readOnly,
}: {
  kit: HostKit;
  t: (key: string) => string;
  /** The tenant's roles, the choices of each store's. */
  roles: Loaded<ResultOf<'roleList'>>;
  hasLogin: boolean;
  readOnly: boolean;
}) {
  const roleOptions = useMemo(
    () => (roles.data ?? []).map((role) => ({ value: role.id, label: role.name })),
    [roles.data],
  );
  return (
    <Flex vertical gap={8}>
      <Space>
        <strong>{t('storeRoles')}</strong>
      </Space>
      {!hasLogin && !readOnly && <Alert type="info" showIcon title={t('storeRolesNeedLogin')} />}
      {roles.error && <LoadFailed kit={kit} error={roles.error} onRetry={roles.reload} />}
      <Form.List name="storeRoles">
        {(rows, { add, remove }) => (
          <Flex vertical gap={4}>
            {rows.map((row) => (
              <Flex key={row.key} gap={8} align="start" wrap data-testid="store-role-row">
                <Form.Item
                  name={[row.name, 'storeId']}
                  style={{ flex: '1 1 240px', marginBottom: 8 }}
                  rules={[
                    { required: true, message: kit.t('common.required', { field: t('store') }) },
                    ({ getFieldValue }) => ({
                      validator: async () => {
                        const all = (getFieldValue('storeRoles') ?? []) as EmployeeFormValues['storeRoles'];
                        if (repeatedStoreRows(all).includes(row.name)) throw new Error(t('storeRepeated'));
                      },
                    }),
                  ]}
                >
                  <StoreSelect kit={kit} placeholder={t('store')} disabled={readOnly} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'roleIds']}
                  style={{ flex: '2 1 320px', marginBottom: 8 }}
                  rules={[{ required: true, type: 'array', min: 1, message: t('rolesRequired') }]}
                >
                  <Select
                    mode="multiple"
                    placeholder={t('roles')}
                    aria-label={t('roles')}
                    options={roleOptions}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </Form.Item>
                {!readOnly && (
                  <Button danger type="link" onClick={() => remove(row.name)}>
                    {kit.t('common.delete')}
                  </Button>
                )}
              </Flex>
            ))}
            {!readOnly && (
              <Button type="dashed" onClick={() => add({ roleIds: [] })} style={{ alignSelf: 'start' }}>
                {t('addStore')}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
    </Flex>
  );
}
