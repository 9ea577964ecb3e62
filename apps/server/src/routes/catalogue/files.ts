import { Code, UPLOAD_MAX_BYTES, api, ok, type FilePurpose } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { acceptMultipart, readUpload } from '../../http/multipart';
import { sendStoredFile } from '../../http/stored-file';
import { fileUrl } from '../../repositories/catalogue';
import { isFileKey } from '../../domain/file-keys';
import { megabytes, newFileKey } from '../../infra/storage';

/**
 * The largest picture an upload may be: a side of 10,000 pixels and 40 megapixels in all. A small
 * file can declare a huge image (a decompression bomb) that a browser or a thumbnailer would then
 * have to hold in memory: its header is read, never the pixels.
 */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The images an upload may be, recognised by their content (never by name or declared type). */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Uploads (SKU pictures, brand logos) and reading them back. multipart/form-data is parsed only
 * in this plugin's scope, for file/upload.do: no other route's body parsing changes.
 */
export default async function fileRoutes(app: FastifyInstance) {
  const { storage } = app;
  const largest = Math.max(...Object.values(UPLOAD_MAX_BYTES));
  await acceptMultipart(app, api.fileUpload.path, {
    fileSize: largest,
    files: 1,
    fields: 5,
    parts: 6,
    fieldSize: 1024,
  });

  defineCall(app, 'fileUpload', async (request) => {
    const { tenant, user } = sessionOf(request);
    let purpose: FilePurpose = 'sku';
    const upload = await readUpload(request, {
      maxBytes: largest,
      missing: 'fileMissing',
      tooLarge: 'fileTooLarge',
      accept: (fields) => {
        const named = request.query.purpose ?? fields.purpose;
        if (named !== 'sku' && named !== 'brand' && named !== 'head')
          return refusal(request, Code.invalidValues, 'filePurposeInvalid', undefined, {
            fieldErrors: [{ field: 'purpose', msg: request.t('filePurposeInvalid') }],
          });
        purpose = named;
        return UPLOAD_MAX_BYTES[purpose];
      },
    });
    if (!('bytes' in upload)) return upload;
    const { bytes: buffer, fileName: originalName } = upload;
    if (buffer.length === 0) return refusal(request, Code.invalidValues, 'fileMissing');
    const detected = await fileTypeFromBuffer(buffer);
    const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
    if (!detected || !ext) return refusal(request, Code.unsupportedMediaType, 'fileNotImage');
    let size: { width: number; height: number };
    try {
      size = imageSize(buffer);
    } catch {
      return refusal(request, Code.unsupportedMediaType, 'fileNotImage');
    }
    if (
      size.width > IMAGE_MAX_SIDE ||
      size.height > IMAGE_MAX_SIDE ||
      size.width * size.height > IMAGE_MAX_PIXELS
    ) {
      return refusal(request, Code.invalidValues, 'fileTooManyPixels', {
        width: size.width,
        height: size.height,
        side: IMAGE_MAX_SIDE,
        megapixels: IMAGE_MAX_PIXELS / 1_000_000,
      });
    }
    if ((await app.repos.files.usedBytes(tenant.id)) + buffer.length > app.config.filesQuotaBytes) {
      return refusal(request, Code.payloadTooLarge, 'fileQuotaFull', {
        max: megabytes(app.config.filesQuotaBytes),
      });
    }
    const now = app.config.now();
    const key = newFileKey(tenant.id, purpose, ext, now);
    await storage.put(key, buffer, detected.mime);
    try {
      await app.repos.files.record(
        tenant.id,
        { key, contentType: detected.mime, size: buffer.length, originalName, createdBy: user.id },
        now,
      );
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
    return ok({
      key,
      url: fileUrl(app.config.apiBase, key),
      contentType: detected.mime,
      size: buffer.length,
    });
  });

  defineCall(app, 'fileGet', async (request, reply) => {
    const { tenant } = sessionOf(request);
    const { key } = request.query;
    // Another tenant's key is answered as no file at all.
    const row = isFileKey(key) ? await app.repos.files.find(tenant.id, key) : undefined;
    if (!row) return refusal(request, Code.notFound, 'fileNotFound');
    // Whole, or the range asked for (a large picture's download resumed).
    const sent = await sendStoredFile(storage, request, reply, {
      key: row.key,
      size: row.size,
      describe: (answer) =>
        answer
          .header('content-type', row.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('content-security-policy', "default-src 'none'; sandbox")
          // The key never names other bytes: cache for a year, but only in the signed-in browser.
          .header('cache-control', 'private, max-age=31536000, immutable'),
    });
    return sent ? reply : refusal(request, Code.notFound, 'fileNotFound');
  });
}
