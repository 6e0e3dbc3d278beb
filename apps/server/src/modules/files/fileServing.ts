import path from 'node:path';
import { create as contentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findSiteByHost } from '../sites/index.ts';
import { SHOWN_INLINE } from './files.routes.ts';
import { uploadedFiles } from './tables.ts';

/**
 * How an uploaded file is served, once its signed link is verified (platform/fileLinks.ts).
 *
 * - The browser never guesses a type (nosniff) and runs nothing a file holds: the policy allows no
 *   script, no frame, no form, and sandboxes a file opened as a page.
 * - Images and videos are shown in the page; everything else is a download under the name it was
 *   uploaded with (RFC 6266, with the RFC 5987 form for names outside ASCII).
 * - A site's file is served only on that site's host names, so a page of one site can never load
 *   another site's file with a link someone carried over. The platform console's host serves every
 *   site's files (platform staff read every site's records there); the platform's own uploads (a
 *   platform administrator editing a site's home page) are served on every site's hosts.
 */

export const FILE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
} as const;

/** Whether a file stored under `siteSegment` (`/files/<site id | platform>/…`) may be served on `host`. */
export async function servedOnHost(db: Executor, siteSegment: string, host: string): Promise<boolean> {
  let hostSite: number | null;
  try {
    ({ siteId: hostSite } = await findSiteByHost(db, host));
  } catch (error) {
    // An unknown host or a disabled site's host serves no file.
    if (error instanceof AppError) return false;
    throw error;
  }
  return hostSite === null || siteSegment === 'platform' || siteSegment === String(hostSite);
}

/** The Content-Disposition of a stored file: inline for what a browser shows, else a download, under its uploaded name. */
export async function dispositionOf(db: Executor, address: string): Promise<string> {
  const [row] = await db.select({ name: uploadedFiles.originalName, mime: uploadedFiles.mime }).from(uploadedFiles).where(eq(uploadedFiles.address, address));
  return contentDisposition(row?.name || path.posix.basename(address), { type: row && SHOWN_INLINE.has(row.mime) ? 'inline' : 'attachment' });
}
