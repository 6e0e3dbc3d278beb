import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';

/**
 * Common files (spec domain §1 "common files"): documents a site offers for download (price
 * lists, customs forms, packing guides...). Staff manage them; a file marked visible to users is
 * also listed in the customer portal. The file itself is uploaded through /UpLoadFile/UpLoadFile
 * (an attachment of this site); the record keeps its address, name, size and type.
 */

export const COMMON_FILE_NAME_MAX = 100;
export const COMMON_FILE_CATEGORY_MAX = 32;
export const COMMON_FILE_DESCRIPTION_MAX = 500;
export const COMMON_FILE_SORT_MAX = 9999;

const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

export const commonFileFields = z.object({
  Name: requiredText(COMMON_FILE_NAME_MAX),
  Category: z.string().max(COMMON_FILE_CATEGORY_MAX).default(''),
  /** The address /UpLoadFile/UpLoadFile answered (`/files/...`). */
  FileAddress: requiredText(512).regex(/^\/files\//, { error: 'CommonFileNotUploaded' }),
  Description: z.string().max(COMMON_FILE_DESCRIPTION_MAX).default(''),
  /** Listed in the customer portal; otherwise staff only. */
  VisibleToUsers: z.boolean().default(true),
  /** Lower first. */
  Sort: z.int32({ error: wholeNumberError }).min(0).max(COMMON_FILE_SORT_MAX).default(0),
});
export type CommonFileFields = z.output<typeof commonFileFields>;

export const addCommonFileBody = commonFileFields.extend(siteChoice);
export const editCommonFileBody = commonFileFields.extend({ Id: z.int32({ error: numberTypeError }).positive() });

/** What the file is, as the upload recorded it. */
const fileFacts = {
  FileAddress: z.string(),
  FileName: z.string(),
  /** bytes */
  FileSize: z.int32(),
  FileType: z.string(),
};

export const commonFileEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Name: z.string(),
  Category: z.string(),
  Description: z.string(),
  VisibleToUsers: z.boolean(),
  Sort: z.int32(),
  ...fileFacts,
});

export const commonFileRow = commonFileEditInfo.extend({ SiteName: z.string(), CreationTime: z.string(), UpdateTime: z.string() });

export const commonFileDetail = commonFileRow.extend({
  Audits: z.array(z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() })),
});

export const commonFileQuery = pagedQuery.extend({
  Name: z.string().max(COMMON_FILE_NAME_MAX).optional(),
  Category: z.string().max(COMMON_FILE_CATEGORY_MAX).optional(),
  VisibleToUsers: z.boolean().optional(),
  ...siteChoice,
});

/** A file as the customer portal lists it. */
export const userCommonFileRow = z.object({
  Id: z.int32(),
  Name: z.string(),
  Category: z.string(),
  Description: z.string(),
  ...fileFacts,
  UpdateTime: z.string(),
});

export const userCommonFileQuery = pagedQuery.extend({
  Name: z.string().max(COMMON_FILE_NAME_MAX).optional(),
  Category: z.string().max(COMMON_FILE_CATEGORY_MAX).optional(),
});

const staff = { access: 'granted', populations: ['backstage'] } as const;

export const getCommonFiles = defineCall('/CommonFile/GetCommonFiles', {
  summary: 'Common files of the site for the list page, by sort then name (platform staff: every site, or SiteId)',
  request: commonFileQuery,
  response: listOf(commonFileRow),
  readOnly: true,
  ...staff,
});

export const addCommonFile = defineCall('/CommonFile/AddCommonFile', {
  summary: 'Offer an uploaded file (an attachment of this site) as a common file',
  request: addCommonFileBody,
  response: z.object({ Id: z.int32() }),
  ...staff,
});

export const getEditCommonFile = defineCall('/CommonFile/GetEditCommonFile', {
  summary: 'The edit form values of a common file',
  request: idBody,
  response: commonFileEditInfo,
  readOnly: true,
  ...staff,
});

export const editCommonFile = defineCall('/CommonFile/EditCommonFile', {
  summary: 'Save a common file (its name, category, file, visibility, order)',
  request: editCommonFileBody,
  response: commonFileEditInfo,
  ...staff,
});

export const deleteCommonFile = defineCall('/CommonFile/DeleteCommonFile', {
  summary: 'Stop offering a common file (the uploaded file itself stays)',
  request: idBody,
  response: z.null(),
  ...staff,
});

export const getCommonFileById = defineCall('/CommonFile/GetCommonFileById', {
  summary: 'A common file with its change history',
  request: idBody,
  response: commonFileDetail,
  readOnly: true,
  ...staff,
});

export const getUserCommonFiles = defineCall('/UserCommonFile/GetUserCommonFiles', {
  summary: 'The common files of the customer’s site that are visible to users, by sort then name',
  request: userCommonFileQuery,
  response: listOf(userCommonFileRow),
  access: 'granted',
  populations: ['user'],
  readOnly: true,
});
