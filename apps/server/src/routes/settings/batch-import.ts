import {
  Code,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TYPES,
  api,
  ok,
  type BatchJob,
  type ImportMode,
  type ImportType,
} from '@rcadmin/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { acceptMultipart } from '../../http/multipart';
import { grantsAny } from '../../repositories/grants';
import type { Job, JobScope } from '../../repositories/jobs';
import { principalOf } from '../../services/authorisation';
import { IMPORTS } from '../../services/import/imports';
import type { ImportContext, ImportDefinition } from '../../services/import/import-types';
import { megabytes, newFileKey, storageFor } from '../../services/storage';
import { XLSX_TYPE } from '../../services/xlsx-stream';

const isoTime = (date: Date | null) => (date ? date.toISOString() : '');
const TYPE_LABELS = new Map([...IMPORTS.values()].map((definition) => [definition.type, definition.label]));

/** The job as the screen shows it. */
const wireJob = (job: Job): BatchJob => ({
  id: String(job.id),
  kind: job.kind === 'export' ? 'export' : 'import',
  type: job.type,
  mode: job.mode,
  status: job.status as BatchJob['status'],
  fileName: job.fileName,
  totalRows: job.totalRows,
  processedRows: job.processedRows,
  okRows: job.okRows,
  errorRows: job.errorRows,
  message: job.message,
  userName: job.userName,
  createdAt: isoTime(job.createdAt),
  finishedAt: isoTime(job.finishedAt),
  hasFile: job.resultKey !== null,
});

/** Whose jobs the session sees: an admin (a role that grants everything) the tenant's, others their own. */
function scopeOf(request: FastifyRequest): JobScope {
  const { tenant, user, access } = sessionOf(request);
  return access.grantsAll ? { tenantId: tenant.id } : { tenantId: tenant.id, userId: user.id };
}

/** The import type, when the session's grants allow it. */
function allowedType(request: FastifyRequest, type: string | undefined): ImportDefinition | undefined {
  const entry = IMPORT_TYPES.find((candidate) => candidate.type === type);
  const definition = type === undefined ? undefined : IMPORTS.get(type);
  if (!entry || !definition) return undefined;
  return grantsAny(sessionOf(request).access, [entry.page]) ? definition : undefined;
}

/** The file name, safe for a header, and its name in the caller's language. */
function attachment(reply: FastifyReply, file: string, localName: string) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${file}"; filename*=UTF-8''${encodeURIComponent(localName)}`,
    )
    .header('cache-control', 'no-store');
}

/**
 * Bulk import and export (spec §1 "System settings and bulk import"): templates, uploads that
 * start import jobs, the history of jobs, their refused rows, error reports and exported files.
 */
export default async function batchImportRoutes(app: FastifyInstance) {
  const storage = storageFor(app.config);
  await acceptMultipart(app, api.batchImportUpload.path, {
    fileSize: IMPORT_MAX_BYTES,
    files: 1,
    fields: 4,
    parts: 5,
    fieldSize: 64,
  });

  const contextOf = (request: FastifyRequest): ImportContext => {
    const auth = sessionOf(request);
    const { scope } = principalOf(auth);
    return {
      tenantId: auth.tenant.id,
      userId: auth.user.id,
      storeCodes: scope.all ? null : scope.storeCodes,
      now: app.config.now(),
      t: request.t.bind(request),
    };
  };

  defineCall(app, 'batchImportTypes', async (request) => {
    const context = contextOf(request);
    const types = [];
    for (const entry of IMPORT_TYPES) {
      const definition = allowedType(request, entry.type);
      if (!definition) continue;
      const options = definition.options(await definition.prepare(app.database.db, context), context.t);
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
    return ok(types);
  });

  defineCall(app, 'batchImportTemplate', async (request, reply) => {
    const definition = allowedType(request, request.query.type);
    if (!definition)
      return refusal(request, Code.forbidden, 'importTypeForbidden', { type: request.query.type });
    const context = contextOf(request);
    const t = context.t;
    const options = definition.options(await definition.prepare(app.database.db, context), t);
    const workbook = new ExcelJS.Workbook();
    const data = workbook.addWorksheet(t('importSheetData'));
    const lists = workbook.addWorksheet('lists', { state: 'veryHidden' });
    data.columns = definition.columns.map((column) => ({
      header: `${t(column.header)}${column.required ? '*' : ''}`,
      key: column.key,
      width: column.width ?? 14,
    }));
    data.getRow(1).font = { bold: true };
    data.views = [{ state: 'frozen', ySplit: 1 }];
    definition.columns.forEach((column, index) => {
      const values = options[column.key];
      if (!values || values.length === 0) return;
      // The drop-down's values live on a hidden sheet (an inline list is limited to 255 characters).
      const letter = lists.getColumn(index + 1).letter;
      values.forEach((value, row) => (lists.getCell(`${letter}${row + 1}`).value = value));
      const range = `lists!$${letter}$1:$${letter}$${values.length}`;
      const target = data.getColumn(index + 1).letter;
      // Up to the row limit of a file: every row a user may fill gets the drop-down.
      (
        data as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }
      ).dataValidations.add(`${target}2:${target}${IMPORT_MAX_ROWS + 1}`, {
        type: 'list',
        allowBlank: true,
        formulae: [range],
        showErrorMessage: true,
      });
    });
    const help = workbook.addWorksheet(t('importInstructions'));
    help.columns = [
      { header: t('importColumn'), width: 20 },
      { header: t('importRequiredColumn'), width: 10 },
      { header: t('importAllowed'), width: 40 },
      { header: t('importNote'), width: 40 },
    ];
    help.getRow(1).font = { bold: true };
    for (const column of definition.columns) {
      help.addRow([
        t(column.header),
        column.required ? t('importYes') : t('importNo'),
        (options[column.key] ?? []).join(', '),
        column.note ? t(column.note) : '',
      ]);
    }
    help.addRow([]);
    help.addRow([t('importGeneralNote', { rows: IMPORT_MAX_ROWS, size: megabytes(IMPORT_MAX_BYTES) })]);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const name = `${t('importTemplateFile')}-${t(definition.label)}.xlsx`;
    return attachment(reply, `import-template-${definition.type}.xlsx`, name).send(body);
  });

  defineCall(app, 'batchImportUpload', async (request) => {
    const { tenant, user } = sessionOf(request);
    if (!request.isMultipart()) return refusal(request, Code.unsupportedMediaType, 'fileMultipartRequired');
    let buffer: Buffer;
    let fileName: string;
    let type: string | undefined = request.query.type;
    let mode: ImportMode = request.query.mode ?? 'valid';
    try {
      const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
      if (!part || part.fieldname !== 'file')
        return refusal(request, Code.invalidValues, 'importFileMissing');
      const field = (name: string) => {
        const value = part.fields[name];
        return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
      };
      type = field('type') ?? type;
      const posted = field('mode');
      if (posted === 'all' || posted === 'valid') mode = posted;
      fileName = part.filename.slice(0, 200);
      buffer = await part.toBuffer();
      if (part.file.truncated) {
        return refusal(request, Code.payloadTooLarge, 'importFileTooLarge', {
          max: megabytes(IMPORT_MAX_BYTES),
        });
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return refusal(request, Code.payloadTooLarge, 'importFileTooLarge', {
          max: megabytes(IMPORT_MAX_BYTES),
        });
      if (code?.startsWith('FST_'))
        return refusal(request, Code.invalidRequest, 'invalidRequest', { detail: code });
      throw error;
    }
    if (type === undefined || !IMPORT_TYPES.some((entry) => entry.type === type)) {
      return refusal(request, Code.invalidValues, 'importTypeMissing', undefined, {
        fieldErrors: [{ field: 'type', msg: request.t('importTypeMissing') }],
      });
    }
    const definition = allowedType(request, type);
    if (!definition) {
      const label = TYPE_LABELS.get(type as ImportType);
      return refusal(request, Code.forbidden, 'importTypeForbidden', {
        type: label ? request.t(label) : type,
      });
    }
    const lower = fileName.toLowerCase();
    const format = lower.endsWith('.xlsx') ? 'xlsx' : lower.endsWith('.csv') ? 'csv' : undefined;
    if (!format) return refusal(request, Code.unsupportedMediaType, 'importFileType');
    if (buffer.length === 0) return refusal(request, Code.invalidValues, 'importEmpty');
    // A renamed file is refused at once: an .xlsx is a zip, a CSV is text (no NUL byte).
    const isZip = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const looksText = !buffer.subarray(0, 8192).includes(0) || buffer[0] === 0xff || buffer[0] === 0xfe;
    if ((format === 'xlsx' && !isZip) || (format === 'csv' && !looksText)) {
      return refusal(request, Code.unsupportedMediaType, 'importNotSpreadsheet');
    }
    const key = newFileKey(tenant.id, 'import', format, app.config.now());
    await storage.put(key, buffer, format === 'xlsx' ? XLSX_TYPE : 'text/csv');
    const job = await app.repos.jobs.create({
      tenantId: tenant.id,
      userId: user.id,
      userName: user.name,
      kind: 'import',
      type: definition.type,
      mode,
      lang: request.lang,
      fileName,
      inputKey: key,
      // The rows are written later, perhaps by another server: the uploader's stores go with the job.
      params: { storeCodes: contextOf(request).storeCodes },
    });
    app.jobRunner.kick();
    return ok({ jobId: String(job.id) });
  });

  defineCall(app, 'batchJobList', async (request) => {
    const { kind, pageNo = 1, pageSize = 10 } = request.query;
    const page = await app.repos.jobs.page(scopeOf(request), kind, pageNo, pageSize);
    return ok({ total: page.total, rows: page.rows.map(wireJob) });
  });

  const jobOf = async (request: FastifyRequest, id: string) => {
    const number = Number(id);
    return Number.isSafeInteger(number) && number <= 2_147_483_647
      ? app.repos.jobs.get(scopeOf(request), number)
      : undefined;
  };

  defineCall(app, 'batchJobGet', async (request) => {
    const job = await jobOf(request, request.query.id);
    return job ? ok(wireJob(job)) : refusal(request, Code.notFound, 'jobNotFound');
  });

  defineCall(app, 'batchJobErrors', async (request) => {
    const { id, pageNo = 1, pageSize = 20 } = request.query;
    const job = await jobOf(request, id);
    if (!job) return refusal(request, Code.notFound, 'jobNotFound');
    const page = await app.repos.jobs.errorPage(job.id, pageNo, pageSize);
    return ok({
      total: page.total,
      rows: page.rows.map((row) => ({
        row: row.rowNo,
        problems: (row.errors ?? []).map((error) => ({ column: error.column, reason: error.reason })),
      })),
    });
  });

  const sendFile = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const job = await jobOf(request, id);
    if (!job) return refusal(request, Code.notFound, 'jobNotFound');
    const body = job.resultKey ? await storage.get(job.resultKey) : undefined;
    if (!body) return refusal(request, Code.notFound, 'jobNoFile');
    const stem = job.kind === 'import' ? 'import-errors' : job.type;
    const local = job.kind === 'import' ? request.t('importReportFile') : job.type;
    return attachment(reply, `${stem}-${job.id}.xlsx`, `${local}-${job.id}.xlsx`).send(body);
  };
  defineCall(app, 'batchJobReport', async (request, reply) => sendFile(request, reply, request.query.id));
  defineCall(app, 'batchJobDownload', async (request, reply) => sendFile(request, reply, request.query.id));
}
