import { upload, UPLOAD_FILE_RULES, UPLOAD_FILE_TYPES, type RequestOf, type UploadFileType } from '@lbo/contracts';
import { callApi } from '../../api/client.ts';

const BYTES_PER_MB = 1024 * 1024;

/**
 * Sends one file through /UpLoadFile/UpLoadFile and answers its address (`/files/...`).
 * `maxSizeMb` may only lower the kind's limit: the server refuses anything above either.
 */
export function uploadFile(file: Blob, type: UploadFileType, maxSizeMb: number = UPLOAD_FILE_RULES[type].maxSizeMb): Promise<string> {
  const fields: RequestOf<typeof upload.upLoadFile> = { UploadFileType: type, FileClassify: UPLOAD_FILE_RULES[type].classify, MaxSize: maxSizeMb };
  // The contract describes the form fields; the file itself travels beside them as the FileStream part.
  return callApi(upload.upLoadFile, { ...fields, FileStream: file } as typeof fields);
}

/** A camera frame from the device agent (a data URL) uploaded as a photo, named `<name>-<time>.jpg`; answers its address. */
export async function uploadCameraFrame(image: string, name: string): Promise<string> {
  const blob = await (await fetch(image)).blob();
  return uploadFile(new File([blob], `${name}-${Date.now()}.jpg`, { type: blob.type || 'image/jpeg' }), UPLOAD_FILE_TYPES.image);
}

/** "image/jpeg" → "JPEG", for messages listing the allowed types. */
export function typeLabels(mimeTypes: readonly string[]): string {
  return mimeTypes.map((m) => (m.split('/')[1] ?? m).toUpperCase()).join(', ');
}

export const isTooLarge = (file: Blob, maxSizeMb: number) => file.size > maxSizeMb * BYTES_PER_MB;
