import { Input, Switch } from 'antd';
import type { OrgRole } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { useDataScope } from '../../../shared/data-scope';
import { call } from '../../../kit';
import { FormModal } from '../../../kit/form-page';

interface RoleFormValues {
  name: string;
  remark: string;
  allStores: boolean;
}

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

  return (
    <FormModal<OrgRole, RoleFormValues, OrgRole>
      kit={kit}
      editing={role}
      name="role"
      title={role === 'new' ? t('createTitle') : t('editTitle')}
      valuesOf={(item) => ({
        name: item?.name ?? '',
        remark: item?.remark ?? '',
        allStores: item ? item.allStores || item.grantsAll : false,
      })}
      rows={[
        { name: 'name', label: t('name'), required: true, max: 64 },
        { name: 'remark', label: kit.t('common.remark'), input: <Input.TextArea maxLength={200} rows={3} /> },
        {
          name: 'allStores',
          label: t('allStores'),
          valuePropName: 'checked',
          extra: allStoresNote,
          input: <Switch disabled={!everyStore || byGrants} />,
        },
      ]}
      save={(values, item) =>
        call(
          kit,
          'roleSave',
          {
            ...(item ? { id: item.id } : {}),
            name: values.name.trim(),
            remark: values.remark?.trim() ?? '',
            ...(everyStore && !byGrants
              ? { allStores: values.allStores ? ('1' as const) : ('0' as const) }
              : {}),
          },
          { silent: true },
        )
      }
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
