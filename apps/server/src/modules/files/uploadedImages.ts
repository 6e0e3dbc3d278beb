import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { uploadedFiles } from './tables.ts';

/** Each picture must be an image uploaded for the site (or by platform staff); `field` names the request field. */
export async function checkPictures(tx: Executor, siteId: number, pictures: readonly string[], field = 'Pictures'): Promise<void> {
  if (pictures.length === 0) return;
  const distinct = [...new Set(pictures)];
  const found = await tx
    .select({ address: uploadedFiles.address })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.address, distinct), or(eq(uploadedFiles.siteId, siteId), isNull(uploadedFiles.siteId)), like(uploadedFiles.mime, 'image/%')));
  if (found.length !== distinct.length) throw invalid(field, 'PackagePictureNotUploaded');
}
