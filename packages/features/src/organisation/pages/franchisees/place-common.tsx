import { Alert, Button, Tag } from 'antd';
import type { FormInstance } from 'antd';
import { Code } from '@rcadmin/contract/wire';
import { isCallError, type HostKit } from '../../../host-kit';

/**
 * What the places pages (franchisees, pickup points, operators, the fence) share: their paths,
 * the list query kept in the address, loading with retry, refusals put on form fields.
 */

export const PLACE_PATHS = {
  franchiseeList: '/organization/franchiseeIndex',
  franchiseeForm: '/organization/createFranchisee',
  pickupList: '/organization/PickUpIndex',
  pickupView: '/organization/pickup',
  pickupForm: '/organization/createPickup',
  operatorList: '/organization/operatorIndex',
  operatorForm: '/organization/createOperator',
  fence: '/globalEnclosure/index',
} as const;

const ROUTE_NAMES: Record<keyof typeof PLACE_PATHS, string> = {
  franchiseeList: 'franchiseeIndex',
  franchiseeForm: 'createFranchisee',
  pickupList: 'PickUpIndex',
  pickupView: 'pickup',
  pickupForm: 'createPickup',
  operatorList: 'operatorIndex',
  operatorForm: 'createOperator',
  fence: 'globalEnclosure',
};

/** Opens (or switches to) a places page; `title` names an edit tab. */
export function openPlacePage(
  kit: HostKit,
  page: keyof typeof PLACE_PATHS,
  query?: Record<string, string>,
  title?: string,
) {
  kit.openTab({
    path: PLACE_PATHS[page],
    title: title ?? kit.t(`org.routes.${ROUTE_NAMES[page]}`),
    ...(query ? { query } : {}),
  });
}

/** After a save: this form's tab closes and the list shows (it reloads when shown). */
export function backToList(kit: HostKit, formPath: string, list: keyof typeof PLACE_PATHS) {
  kit.setUnsaved(formPath, false);
  kit.closeTab(formPath);
  openPlacePage(kit, list);
}

export { PAGE_SIZES, pageNumber, pageSizeOf, useListQuery } from '../../../shared/list-state';

/** The error state of a load: what failed, and Retry. */
export function LoadFailed({
  kit,
  onRetry,
  message,
}: {
  kit: HostKit;
  onRetry: () => void;
  message?: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={message ?? kit.t('org.loadFailed')}
      style={{ marginBottom: 16 }}
      action={
        <Button size="small" onClick={onRetry}>
          {kit.t('org.retry')}
        </Button>
      }
    />
  );
}

/**
 * Puts a refusal's fieldErrors on the form's fields (server names mapped through `aliases`, e.g.
 * province → area); answers the messages that found no field.
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  fieldNames: readonly string[],
  aliases: Record<string, string> = {},
): string[] {
  if (!isCallError(error)) return [messageOf(error)];
  if (!error.fieldErrors?.length) return [error.msg];
  const rest: string[] = [];
  const onFields = new Map<string, string[]>();
  for (const entry of error.fieldErrors) {
    const name = aliases[entry.field] ?? entry.field;
    if (fieldNames.includes(name)) onFields.set(name, [...(onFields.get(name) ?? []), entry.msg]);
    else rest.push(entry.msg);
  }
  form.setFields([...onFields].map(([name, errors]) => ({ name, errors })));
  return rest;
}

/** The message of a refusal (the server's, already translated), or the error's own. */
export const messageOf = (error: unknown): string =>
  isCallError(error) ? error.msg : error instanceof Error ? error.message : String(error);

/** A refusal because the record changed since it was read (the server's stale-version code). */
export const isStale = (error: unknown): boolean => isCallError(error) && error.code === Code.staleVersion;

export function StatusTag({ kit, status }: { kit: HostKit; status: number }) {
  return status === 1 ? (
    <Tag color="green">{kit.t('org.status.active')}</Tag>
  ) : (
    <Tag>{kit.t('org.status.disabled')}</Tag>
  );
}

/** The status filter's options: every status, active, disabled. */
export const statusOptions = (kit: HostKit) => [
  { value: '', label: kit.t('org.status.all') },
  { value: '1', label: kit.t('org.status.active') },
  { value: '0', label: kit.t('org.status.disabled') },
];
