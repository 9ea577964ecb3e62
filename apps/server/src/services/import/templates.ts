import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_TYPES, type ImportTypeInfo } from '@rcadmin/contract';
import type { Db } from '../../db/database';
import { megabytes } from '../../infra/storage';
import type { XlsxCell, XlsxSheet } from '../../infra/xlsx-protocol';
import { xlsxFile } from '../../infra/xlsx-writer';
import type { ImportContext, ImportDefinition } from './import-types';

/** The hidden sheet that holds the drop-downs' values (a name no one sees, in no language). */
const LISTS = 'lists';

/** The import types `allowed` lets the user use, each with its columns and their options. */
export async function importTypeList(
  db: Db,
  context: ImportContext,
  allowed: (type: string) => ImportDefinition | undefined,
): Promise<ImportTypeInfo[]> {
  const types: ImportTypeInfo[] = [];
  for (const entry of IMPORT_TYPES) {
    const definition = allowed(entry.type);
    if (!definition) continue;
    const options = definition.options(await definition.prepare(db, context), context.t);
    types.push({
      id: entry.id,
      type: entry.type,
      columns: definition.columns.map((column) => ({
        key: column.key,
        label: context.t(column.header),
        required: column.required,
        ...(options[column.key] ? { options: options[column.key] } : {}),
      })),
    });
  }
  return types;
}

/**
 * The sheets of a template (and their rows): the data sheet a user fills, headers in the user's
 * language (* when required), each enumerated column with a drop-down of its values on every row a
 * file may hold; the hidden sheet of those values, in the data column's own column (a drop-down's
 * inline list holds at most 255 characters); and the instructions, a row per column.
 */
export function templateSheets(
  definition: ImportDefinition,
  options: Record<string, string[]>,
  t: ImportContext['t'],
): { sheet: XlsxSheet; rows: XlsxCell[][] }[] {
  const { columns } = definition;
  const valuesOf = (key: string) => options[key] ?? [];
  const data: XlsxSheet = {
    sheetName: t('importSheetData'),
    columns: columns.map((column, index) => {
      const length = valuesOf(column.key).length;
      return {
        header: `${t(column.header)}${column.required ? '*' : ''}`,
        width: column.width ?? 14,
        ...(length > 0 ? { list: { sheet: LISTS, column: index, length, rows: IMPORT_MAX_ROWS } } : {}),
      };
    }),
  };
  const longest = Math.max(0, ...columns.map((column) => valuesOf(column.key).length));
  const lists: XlsxSheet = {
    sheetName: LISTS,
    header: false,
    hidden: 'veryHidden',
    columns: columns.map(() => ({ header: '', width: 14 })),
  };
  const listRows = Array.from({ length: longest }, (_, row) =>
    columns.map((column) => valuesOf(column.key)[row] ?? null),
  );
  const help: XlsxSheet = {
    sheetName: t('importInstructions'),
    columns: [
      { header: t('importColumn'), width: 20 },
      { header: t('importRequiredColumn'), width: 10 },
      { header: t('importAllowed'), width: 40 },
      { header: t('importNote'), width: 40 },
    ],
  };
  const helpRows: XlsxCell[][] = [
    ...columns.map((column) => [
      t(column.header),
      column.required ? t('importYes') : t('importNo'),
      valuesOf(column.key).join(', ') || null,
      column.note ? t(column.note) : null,
    ]),
    [],
    [t('importGeneralNote', { rows: IMPORT_MAX_ROWS, size: megabytes(IMPORT_MAX_BYTES) })],
  ];
  return [
    { sheet: data, rows: [] },
    { sheet: lists, rows: listRows },
    { sheet: help, rows: helpRows },
  ];
}

/** The template of an import type as an .xlsx, with its file names (plain, and in the user's language). */
export async function importTemplate(
  db: Db,
  definition: ImportDefinition,
  context: ImportContext,
): Promise<{ body: Buffer; file: string; localName: string }> {
  const { t } = context;
  const options = definition.options(await definition.prepare(db, context), t);
  return {
    body: xlsxFile(templateSheets(definition, options, t)),
    file: `import-template-${definition.type}.xlsx`,
    localName: `${t('importTemplateFile')}-${t(definition.label)}.xlsx`,
  };
}
