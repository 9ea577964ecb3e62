import type { ErpEmp } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { EmployeePicker, employeeLabel } from '../../shared/employee-picker';
import { call } from '../../../kit';
import { FormModal } from '../../../kit/form-page';

interface ErpFormValues {
  erpSystem: string;
  erpEmpCode: string;
  erpEmpName: string;
  employeeId: string;
}

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
  const known = entry && entry !== 'new' ? entry : null;
  return (
    <FormModal<ErpEmp, ErpFormValues, unknown>
      kit={kit}
      editing={entry}
      name="erpEmp"
      title={entry === 'new' ? t('createTitle') : t('editTitle')}
      valuesOf={(item) => ({
        erpSystem: item?.erpSystem ?? '',
        erpEmpCode: item?.erpEmpCode ?? '',
        erpEmpName: item?.erpEmpName ?? '',
        employeeId: item?.employeeId ?? '',
      })}
      rows={[
        {
          name: 'erpSystem',
          label: t('erpSystem'),
          required: true,
          max: 64,
          placeholder: t('erpSystemPlaceholder'),
        },
        { name: 'erpEmpCode', label: t('erpEmpCode'), required: true, max: 64 },
        { name: 'erpEmpName', label: t('erpEmpName'), max: 100 },
        {
          name: 'employeeId',
          label: t('employee'),
          required: true,
          input: (
            <EmployeePicker
              kit={kit}
              placeholder={t('employeePlaceholder')}
              known={
                known && {
                  value: known.employeeId,
                  label: employeeLabel({ name: known.employeeName, empCode: known.empCode }),
                }
              }
            />
          ),
        },
      ]}
      save={(values, item) =>
        call(
          kit,
          'erpEmpSave',
          {
            id: item?.id ?? '',
            erpSystem: values.erpSystem.trim(),
            erpEmpCode: values.erpEmpCode.trim(),
            erpEmpName: values.erpEmpName?.trim() ?? '',
            employeeId: values.employeeId,
          },
          { silent: true },
        )
      }
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
