import { z } from 'zod';
import { defineCall } from './call.ts';

export const upLoadFile = defineCall('/UpLoadFile/UpLoadFile', {
  summary: 'Upload one file (multipart: UploadFileType, FileClassify, MaxSize, FileStream); Data is its address',
  request: z.object({
    UploadFileType: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'InvalidValue' })),
    FileClassify: z.enum(['Annex', 'Image', 'Video'], { error: 'InvalidValue' }),
    MaxSize: z.coerce.number().positive().optional(),
  }),
  response: z.string(),
  access: 'granted',
  multipart: true,
});
