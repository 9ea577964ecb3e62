import type { Db } from '../db/database';
import { goodsRepository } from '../repositories/goods';
import { logsRepository } from '../repositories/logs';
import { goodsExportPages, type GoodsExportParams } from './goods-export';
import { operationLogExportPages, type OperationLogExportParams } from './operation-log-export';
import type { XlsxCell } from '../infra/xlsx-protocol';

/**
 * An export whose pages the writer thread can read by itself, over its own link to the database:
 * which export, and all it needs (the caller's words included) as plain data that crosses threads.
 */
export type ExportSource =
  { name: 'goods'; params: GoodsExportParams } | { name: 'operationLog'; params: OperationLogExportParams };

/** The rows of an export, a page at a time, read from `db` in whichever thread calls it. */
export function exportPages(db: Db, source: ExportSource): AsyncGenerator<XlsxCell[][]> {
  switch (source.name) {
    case 'goods':
      return goodsExportPages(goodsRepository(db), source.params);
    case 'operationLog':
      return operationLogExportPages(logsRepository(db), source.params);
  }
}
