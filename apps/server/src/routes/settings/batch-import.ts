import { Code, IMPORT_MAX_BYTES, api, ok } from '@rcadmin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { acceptMultipart, readUpload } from '../../http/multipart';
import { sendStoredFile } from '../../http/stored-file';
import { sendExportFile, xlsxAttachment } from '../../http/xlsx-download';
import type { JobScope } from '../../repositories/jobs';
import { principalOf } from '../../domain/authorisation';
import { allowedImport, isImportType } from '../../services/import/import-access';
import type { ImportContext } from '../../services/import/import-types';
import { IMPORTS } from '../../services/import/imports';
import { jobFileNames, wireJob, wireJobError } from '../../services/import/job-views';
import { importTemplate, importTypeList } from '../../services/import/templates';
import { queueImport, uploadFormat } from '../../services/import/uploads';

/** Whose jobs the session sees: an admin (a role that grants everything) the tenant's, others their own. */
function scopeOf(request: FastifyRequest): JobScope {
  const { tenant, user, access } = sessionOf(request);
  return access.grantsAll ? { tenantId: tenant.id } : { tenantId: tenant.id, userId: user.id };
}

/** The import type, when the session's grants allow it. */
const allowedType = (request: FastifyRequest, type: string | undefined) =>
  allowedImport(sessionOf(request).access, type);

/**
 * Bulk import and export (spec §1 "System settings and bulk import"): templates, uploads that
 * start import jobs, the history of jobs, their refused rows, error reports and exported files.
 */
export default async function batchImportRoutes(app: FastifyInstance) {
  const { storage } = app;
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

  defineCall(app, 'batchImportTypes', async (request) =>
    ok(await importTypeList(app.database.db, contextOf(request), (type) => allowedType(request, type))),
  );

  defineCall(app, 'batchImportTemplate', async (request, reply) => {
    const definition = allowedType(request, request.query.type);
    if (!definition)
      return refusal(request, Code.forbidden, 'importTypeForbidden', { type: request.query.type });
    const template = await importTemplate(app.database.db, definition, contextOf(request));
    return xlsxAttachment(reply, template).send(template.body);
  });

  defineCall(app, 'batchImportUpload', async (request) => {
    const upload = await readUpload(request, {
      maxBytes: IMPORT_MAX_BYTES,
      missing: 'importFileMissing',
      tooLarge: 'importFileTooLarge',
    });
    if (!('bytes' in upload)) return upload;
    const type = upload.fields.type ?? request.query.type;
    const posted = upload.fields.mode;
    const mode = posted === 'all' || posted === 'valid' ? posted : (request.query.mode ?? 'valid');
    if (!isImportType(type)) {
      return refusal(request, Code.invalidValues, 'importTypeMissing', undefined, {
        fieldErrors: [{ field: 'type', msg: request.t('importTypeMissing') }],
      });
    }
    const definition = allowedType(request, type);
    if (!definition) {
      const label = IMPORTS.get(type)?.label;
      return refusal(request, Code.forbidden, 'importTypeForbidden', {
        type: label ? request.t(label) : type,
      });
    }
    const format = uploadFormat(upload.fileName, upload.bytes);
    if (typeof format !== 'string') {
      const code = format.refused === 'importEmpty' ? Code.invalidValues : Code.unsupportedMediaType;
      return refusal(request, code, format.refused);
    }
    const job = await queueImport(storage, app.repos.jobs, contextOf(request), {
      userName: sessionOf(request).user.name,
      lang: request.lang,
      type: definition.type,
      mode,
      fileName: upload.fileName,
      format,
      bytes: upload.bytes,
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
    return ok({ total: page.total, rows: page.rows.map(wireJobError) });
  });

  const sendFile = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const job = await jobOf(request, id);
    if (!job) return refusal(request, Code.notFound, 'jobNotFound');
    if (job.kind === 'export' && job.status === 'done') {
      // A sent reply is returned, not awaited: a Reply is a thenable that settles when sent.
      if (await sendExportFile(app, request, reply, job)) return reply;
    }
    // Whole, or the range asked for: a broken download resumes (206), 416 past the end.
    const sent =
      job.resultKey !== null &&
      (await sendStoredFile(storage, request, reply, {
        key: job.resultKey,
        describe: (answer) => xlsxAttachment(answer, jobFileNames(job, request.t.bind(request))),
      }));
    return sent ? reply : refusal(request, Code.notFound, 'jobNoFile');
  };
  defineCall(app, 'batchJobReport', async (request, reply) => sendFile(request, reply, request.query.id));
  defineCall(app, 'batchJobDownload', async (request, reply) => sendFile(request, reply, request.query.id));

  defineCall(app, 'batchJobCancel', async (request) => {
    const jobId = Number(request.body.id);
    const cancelled =
      Number.isSafeInteger(jobId) && jobId <= 2_147_483_647
        ? await app.repos.jobs.cancelExport(scopeOf(request), jobId)
        : undefined;
    if (cancelled === undefined) return refusal(request, Code.notFound, 'jobNotFound');
    if (cancelled === 'ended') return refusal(request, Code.invalidRequest, 'jobAlreadyEnded');
    return ok({ status: 'cancelled' as const });
  });
}
