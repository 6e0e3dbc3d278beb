import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';

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

export const commonFileQuery = pagedQuery.extend({
  Name: z.string().max(COMMON_FILE_NAME_MAX).optional(),
  Category: z.string().max(COMMON_FILE_CATEGORY_MAX).optional(),
  VisibleToUsers: z.boolean().optional(),
  ...siteChoice,
});

/** What the file is, as the upload recorded it. */
const fileFacts = {
  FileAddress: z.string(),
  FileName: z.string(),
  /** bytes */
  FileSize: z.int32(),
  FileType: z.string(),
};

const commonFileList = siteListCalls('CommonFile', {
  fields: {
    Name: requiredText(COMMON_FILE_NAME_MAX),
    Category: z.string().max(COMMON_FILE_CATEGORY_MAX).default(''),
    /** The address /UpLoadFile/UpLoadFile answered (`/files/...`). */
    FileAddress: requiredText(512).regex(/^\/files\//, { error: 'CommonFileNotUploaded' }),
    Description: z.string().max(COMMON_FILE_DESCRIPTION_MAX).default(''),
    /** Listed in the customer portal; otherwise staff only. */
    VisibleToUsers: z.boolean().default(true),
    /** Lower first. */
    Sort: z.int32({ error: wholeNumberError }).min(0).max(COMMON_FILE_SORT_MAX).default(0),
  },
  query: commonFileQuery,
  shown: { FileName: fileFacts.FileName, FileSize: fileFacts.FileSize, FileType: fileFacts.FileType },
  summaries: {
    list: 'Common files of the site for the list page, by sort then name (platform staff: every site, or SiteId)',
    add: 'Offer an uploaded file (an attachment of this site) as a common file',
    getEdit: 'The edit form values of a common file',
    edit: 'Save a common file (its name, category, file, visibility, order)',
    delete: 'Stop offering a common file (the uploaded file itself stays)',
    detail: 'A common file with its change history',
  },
});

export const {
  fields: commonFileFields,
  addBody: addCommonFileBody,
  editBody: editCommonFileBody,
  editInfo: commonFileEditInfo,
  row: commonFileRow,
  detail: commonFileDetail,
} = commonFileList;
export type CommonFileFields = z.output<typeof commonFileFields>;

export const { list: getCommonFiles, add: addCommonFile, getEdit: getEditCommonFile, edit: editCommonFile, delete: deleteCommonFile, detail: getCommonFileById } = commonFileList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const commonFileCalls = commonFileList.calls;

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

export const getUserCommonFiles = defineCall('/UserCommonFile/GetUserCommonFiles', {
  summary: 'The common files of the customer’s site that are visible to users, by sort then name',
  request: userCommonFileQuery,
  response: listOf(userCommonFileRow),
  access: 'granted',
  populations: ['user'],
  readOnly: true,
});
