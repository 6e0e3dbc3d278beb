import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode, upload, UPLOAD_FILE_RULES } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { route } from '../../platform/rpc.ts';
import { imageCarriesMarkup } from './imageMarkup.ts';
import { uploadedFiles } from './tables.ts';

/** Where uploaded files are served from; the address in Data starts with it. */
export const FILES_PREFIX = '/files/';

/** What each kind accepts, judged by the file's content (its magic bytes), never by its name or claimed type. */
const ACCEPTED: Record<0 | 1 | 2, readonly string[]> = {
  0: [
    'application/pdf',
    'application/zip',
    'application/x-cfb', // legacy .xls/.doc
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
  ],
  1: ['image/jpeg', 'image/png'],
  2: ['video/mp4', 'video/webm', 'video/quicktime'],
};

/** Types a browser shows in the page (images and videos); every other file is served as a download. */
export const SHOWN_INLINE: ReadonlySet<string> = new Set([...ACCEPTED[1], ...ACCEPTED[2]]);

export const filesRoutes = [
  route(upload.upLoadFile, async (ctx, body) => {
    const actor = requireActor(ctx);
    const kind = UPLOAD_FILE_RULES[body.UploadFileType];
    if (kind.classify !== body.FileClassify) throw invalid('FileClassify', 'FileClassifyMismatch');
    const file = ctx.file;
    if (!file || file.buffer.length === 0) throw new AppError(ErrorCode.InvalidInput, 'FileMissing');
    // The caller may ask for a smaller limit than the kind's, never a larger one.
    const maxMb = Math.min(body.MaxSize ?? kind.maxSizeMb, kind.maxSizeMb);
    if (file.buffer.length > maxMb * 1024 * 1024) throw invalid('FileStream', 'FileTooLarge', { max: maxMb });
    const sniffed = await fileTypeFromBuffer(file.buffer);
    const accepted = ACCEPTED[body.UploadFileType];
    if (!sniffed || !accepted.includes(sniffed.mime)) {
      throw invalid('FileStream', 'FileTypeNotAllowed', { allowed: accepted.map((m) => m.split('/')[1]).join(', ') });
    }
    if ((sniffed.mime === 'image/png' || sniffed.mime === 'image/jpeg') && imageCarriesMarkup(file.buffer, sniffed.mime)) {
      throw invalid('FileStream', 'FileHidesMarkup');
    }
    const now = new Date();
    const relative = [
      String(actor.siteId ?? 'platform'),
      `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
      `${crypto.randomUUID()}.${sniffed.ext}`,
    ].join('/');
    const address = `${FILES_PREFIX}${relative}`;
    await ctx.tx.insert(uploadedFiles).values({
      siteId: actor.siteId,
      ownerId: actor.userId,
      uploadFileType: body.UploadFileType,
      classify: body.FileClassify,
      originalName: file.filename.slice(0, 255),
      mime: sniffed.mime,
      size: file.buffer.length,
      address,
    });
    // The file reaches the disk only once its row has committed, so a refused or failed call leaves
    // nothing behind; if writing fails, the row goes too and the call fails.
    const { db } = ctx.services.database;
    ctx.afterCommit(async () => {
      const target = path.join(ctx.services.config.uploadDir, relative);
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, file.buffer, { flag: 'wx' });
      } catch (error) {
        await db.delete(uploadedFiles).where(eq(uploadedFiles.address, address));
        throw error;
      }
    });
    return address;
  }),
];
