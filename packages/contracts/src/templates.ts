import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, numberTypeError, option, pagedQuery, requiredText, wholeNumberError } from './common.ts';

/**
 * Templates (spec domain §1 "templates", §7 "/Select/GetTemplateType"): the print and document
 * layouts of a site. Each has a type, a paper size in millimetres and HTML content with
 * `{{Placeholder}}` fields from the documented list of its type; the server keeps only safe HTML.
 * One template per type and site may be the default, the one printing picks.
 */

/** What a template prints. */
export const TemplateType = { FaceSheet: 1, ShelfLabel: 2, PickingList: 3, PackingList: 4, Invoice: 5, InboundReceipt: 6 } as const;
export type TemplateType = (typeof TemplateType)[keyof typeof TemplateType];
export const TEMPLATE_TYPES = Object.values(TemplateType) as readonly TemplateType[];
export const templateType = z.literal(TEMPLATE_TYPES, { error: (issue) => (issue.input == null ? 'CannotBeEmpty' : 'InvalidValue') });

export const TEMPLATE_NAME_MAX = 64;
export const TEMPLATE_REMARKS_MAX = 255;
export const TEMPLATE_CONTENT_MAX = 100_000;
/** Paper edges in whole millimetres: from a small label to A3's long side and a little more. */
export const TEMPLATE_PAPER_MIN_MM = 10;
export const TEMPLATE_PAPER_MAX_MM = 600;

/** One field a template may show: `{{Name}}` is replaced by the value when printing (HTML-escaped), by `Sample` in the preview. */
export interface TemplatePlaceholder {
  Name: string;
  Sample: string;
  /** Rows of a table the system builds (`<tr>…</tr>`), placed inside the template's own `<table>`. */
  Rows?: boolean;
}

const p = (Name: string, Sample: string, Rows?: boolean): TemplatePlaceholder => (Rows ? { Name, Sample, Rows } : { Name, Sample });
const SITE_NAME = p('SiteName', 'Demo Express');
const PRINT_TIME = p('PrintTime', '2026-05-01 09:30:00');
const MEMBER_NUMBER = p('MemberNumber', 'M000123');
const WAREHOUSE_NAME = p('WarehouseName', 'Shenzhen warehouse');
const ORDER_NUMBER = p('OrderNumber', 'LO202605010001');
const RECEIVER_NAME = p('ReceiverName', 'Jane Smith');
const RECEIVER_ADDRESS = p('ReceiverAddress', '12 Harbour Road, Wan Chai, Hong Kong');
const WEIGHT = p('Weight', '2.350 kg');
const ITEM_ROWS = p('ItemRows', '<tr><td>A-01-03</td><td>Phone case</td><td>2</td></tr><tr><td>B-02-01</td><td>Charging cable</td><td>1</td></tr>', true);

/** The documented placeholders of each type; a template may use these and no others. */
export const TEMPLATE_PLACEHOLDERS: Record<TemplateType, readonly TemplatePlaceholder[]> = {
  [TemplateType.FaceSheet]: [
    SITE_NAME, ORDER_NUMBER, p('CarrierName', 'SF Express'), p('CarrierNo', 'SF1234567890123'), RECEIVER_NAME, p('ReceiverPhone', '+852 6123 4567'),
    RECEIVER_ADDRESS, p('ReceiverCountry', 'Hong Kong'), p('SenderName', 'Demo Express'), WEIGHT, p('PackageCount', '3'), MEMBER_NUMBER, PRINT_TIME,
  ],
  [TemplateType.ShelfLabel]: [SITE_NAME, p('ShelfCode', 'A-01-03'), WAREHOUSE_NAME, p('PartitionName', 'Zone A'), PRINT_TIME],
  [TemplateType.PickingList]: [SITE_NAME, p('PickingListNumber', 'PL202605010007'), WAREHOUSE_NAME, p('OrderCount', '4'), p('ItemCount', '11'), p('PickerName', 'Warehouse operator'), ITEM_ROWS, PRINT_TIME],
  [TemplateType.PackingList]: [SITE_NAME, ORDER_NUMBER, RECEIVER_NAME, RECEIVER_ADDRESS, WEIGHT, p('Dimensions', '30 × 20 × 15 cm'), ITEM_ROWS, PRINT_TIME],
  [TemplateType.Invoice]: [
    SITE_NAME, p('InvoiceNumber', 'INV-2026-000042'), p('InvoiceDate', '2026-05-01'), p('CustomerName', 'Jane Smith'), MEMBER_NUMBER, ORDER_NUMBER,
    p('Currency', 'USD'), p('TotalAmount', '86.50'), ITEM_ROWS, PRINT_TIME,
  ],
  [TemplateType.InboundReceipt]: [
    SITE_NAME, p('ReceiptNumber', 'IR202605010003'), WAREHOUSE_NAME, p('CustomerName', 'Jane Smith'), MEMBER_NUMBER, p('CourierNumber', 'YT7712345678901'),
    p('PackageCount', '3'), WEIGHT, p('ReceivedTime', '2026-05-01 08:12:45'), PRINT_TIME,
  ],
};

/** `{{ Name }}` as written in a template. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z]\w*)\s*\}\}/g;

/** Names a content uses that its type does not offer, each once, in order of appearance. */
export function unknownPlaceholders(type: TemplateType, content: string): string[] {
  const known = new Set(TEMPLATE_PLACEHOLDERS[type].map((ph) => ph.Name));
  const unknown = new Set<string>();
  for (const match of content.matchAll(PLACEHOLDER_PATTERN)) if (!known.has(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** Platform staff (no site) name the site they work on; site staff always work on their own site and SiteId is ignored. */
const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

const paperEdge = z.int32({ error: wholeNumberError }).min(TEMPLATE_PAPER_MIN_MM).max(TEMPLATE_PAPER_MAX_MM);

/** What the preview needs: the layout, its size and its type's sample values. */
export const templateLayout = z.object({
  TemplateType: templateType,
  Width: paperEdge,
  Height: paperEdge,
  Content: requiredText(TEMPLATE_CONTENT_MAX),
});

/** The fields a person edits. */
export const templateFields = templateLayout.extend({
  Name: requiredText(TEMPLATE_NAME_MAX),
  /** Makes it the default of its type, in place of the current one. */
  IsDefault: z.boolean().default(false),
  IsEnabled: z.boolean().default(true),
  Remarks: z.string().max(TEMPLATE_REMARKS_MAX).default(''),
});
export type TemplateFields = z.output<typeof templateFields>;

export const addTemplateBody = templateFields.extend(siteChoice);
export const editTemplateBody = templateFields.extend({ Id: z.int32({ error: numberTypeError }).positive() });

export const templateEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Name: z.string(),
  TemplateType: z.int32(),
  Width: z.int32(),
  Height: z.int32(),
  Content: z.string(),
  IsDefault: z.boolean(),
  IsEnabled: z.boolean(),
  Remarks: z.string(),
});

export const templateRow = templateEditInfo.omit({ Content: true }).extend({ SiteName: z.string(), CreationTime: z.string(), UpdateTime: z.string() });

export const auditEntry = z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() });

export const templateDetail = templateEditInfo.extend({
  SiteName: z.string(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
  /** the record's changes, newest first */
  Audits: z.array(auditEntry),
});

export const templateQuery = pagedQuery.extend({
  Name: z.string().max(TEMPLATE_NAME_MAX).optional(),
  TemplateType: templateType.optional(),
  IsEnabled: z.boolean().optional(),
  ...siteChoice,
});

const common = { access: 'granted', populations: ['backstage'] } as const;

export const getTemplates = defineCall('/Template/GetTemplates', {
  summary: 'Templates of the site for the list page (platform staff: of every site, or of SiteId)',
  request: templateQuery,
  response: listOf(templateRow),
  readOnly: true,
  ...common,
});

export const addTemplate = defineCall('/Template/AddTemplate', {
  summary: 'Create a template; its content is cleaned to safe HTML and may use only its type’s placeholders',
  request: addTemplateBody,
  response: z.object({ Id: z.int32() }),
  ...common,
});

export const getEditTemplate = defineCall('/Template/GetEditTemplate', {
  summary: 'The edit form values of a template',
  request: idBody,
  response: templateEditInfo,
  readOnly: true,
  ...common,
});

export const editTemplate = defineCall('/Template/EditTemplate', {
  summary: 'Save a template',
  request: editTemplateBody,
  response: templateEditInfo,
  ...common,
});

export const deleteTemplate = defineCall('/Template/DeleteTemplate', {
  summary: 'Delete a template (a default one leaves its type without a default)',
  request: idBody,
  response: z.null(),
  ...common,
});

export const getTemplateById = defineCall('/Template/GetTemplateById', {
  summary: 'A template with its change history',
  request: idBody,
  response: templateDetail,
  readOnly: true,
  ...common,
});

/** The list page's calls, in the site-list factory's shape (SiteListPage takes them whole). */
export const templateCalls = { list: getTemplates, add: addTemplate, getEdit: getEditTemplate, edit: editTemplate, delete: deleteTemplate, detail: getTemplateById };

export const setDefaultTemplate = defineCall('/Template/SetDefaultTemplate', {
  summary: 'Make an enabled template the default of its type; the previous default stops being it in the same change',
  request: idBody,
  response: templateEditInfo,
  ...common,
});

export const previewTemplate = defineCall('/Template/PreviewTemplate', {
  summary: 'The content as it would print: cleaned, with its type’s sample values, at its paper size',
  request: templateLayout,
  response: z.object({ Html: z.string(), Width: z.int32(), Height: z.int32() }),
  readOnly: true,
  ...common,
});

export const getTemplateType = defineCall('/Select/GetTemplateType', {
  summary: 'The template types (Value, Name) in the caller’s language, with the placeholders each offers',
  request: z.object({}).optional(),
  response: z.array(option.extend({ Placeholders: z.array(z.object({ Name: z.string(), Sample: z.string(), Rows: z.boolean() })) })),
  access: 'session',
  populations: ['backstage'],
  readOnly: true,
});
