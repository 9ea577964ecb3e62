import { IMPORT_TYPES, type ImportType } from '@rcadmin/contract';
import { grantsAction, type StoreAccess } from '../../repositories/grants';
import { IMPORTS } from './imports';
import type { ImportDefinition } from './import-types';

/** Whether `type` names an import type at all (granted or not). */
export const isImportType = (type: string | undefined): type is ImportType =>
  IMPORT_TYPES.some((entry) => entry.type === type);

/**
 * The import type, when `access` grants importing on the page its data belongs to (and, for the
 * prices, changing them); otherwise undefined.
 */
export function allowedImport(access: StoreAccess, type: string | undefined): ImportDefinition | undefined {
  const entry = IMPORT_TYPES.find((candidate) => candidate.type === type);
  const definition = type === undefined ? undefined : IMPORTS.get(type);
  if (!entry || !definition) return undefined;
  const granted =
    grantsAction(access, [entry.page], ['import']) &&
    (entry.type !== 'prices' || grantsAction(access, [entry.page], ['changePrice']));
  return granted ? definition : undefined;
}
