import { z } from 'zod';
import { defineCall } from './call.ts';
import { numberTypeError, pagedQuery, requiredText } from './common.ts';
import { amount, quotationScopeNames, warehouseScopeFields } from './quotationScope.ts';
import { valueAddedServiceCalculationMethod } from './select.ts';
import { siteListCalls } from './siteListCalls.ts';
import { displayOrder, optionalText, recordId, siteChoice } from './siteRecords.ts';

/**
 * Value-added services (spec domain §1 "value-added service groups and services", glossary: photos,
 * reinforcement, repacking, removing shoe boxes...): the priced services a customer can add to an
 * order, each in one group (logisticsValueAddedServicesQuotationGrouping.ts).
 *
 * - Price (2 decimals) in CurrencyCode, charged by CalculationMethod: once per order, per piece of
 *   the order, or per kg of its billed weight.
 * - SiteJoinWarehouseIds: the warehouses that offer it (none: all); every customer may take it.
 * - IsEnabled: a disabled service is not offered on orders and stays on the orders that took it.
 * - DisplayOrder: smaller first within its group. Explain is shown to customers, Remarks to staff.
 * Names are unique in the site. GetAvailableLogisticsValueAddedServices answers what an order may
 * offer: the enabled services by group, each group saying whether it is multiple or single choice.
 */

export const SERVICE_NAME_MAX = 64;
export const SERVICE_TEXT_MAX = 255;

export const CalculationMethod = valueAddedServiceCalculationMethod.values;
export type CalculationMethod = (typeof CalculationMethod)[keyof typeof CalculationMethod];
const CALCULATION_METHODS = Object.values(CalculationMethod) as readonly CalculationMethod[];
export const calculationMethod = z.literal(CALCULATION_METHODS, { error: (issue) => (issue.input == null ? 'CannotBeEmpty' : 'InvalidValue') });

const serviceList = siteListCalls('LogisticsValueAddedServicesQuotation', {
  fields: {
    Name: requiredText(SERVICE_NAME_MAX),
    GroupId: recordId(),
    Price: amount(),
    CalculationMethod: calculationMethod,
    ...warehouseScopeFields,
    IsEnabled: z.boolean().default(true),
    DisplayOrder: displayOrder(),
    Explain: optionalText(SERVICE_TEXT_MAX),
    Remarks: optionalText(SERVICE_TEXT_MAX),
  },
  query: pagedQuery.extend({
    Name: z.string().max(SERVICE_NAME_MAX).optional(),
    GroupId: recordId().optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  row: { GroupName: z.string(), Warehouses: quotationScopeNames.Warehouses },
  summaries: {
    list: 'Value-added services of the site for the list page, by group and display order',
    add: 'Create a value-added service; the name is unique in the site',
    getEdit: 'The edit form values of a value-added service',
    edit: 'Save a value-added service',
    delete: 'Delete a value-added service',
    detail: 'A value-added service with its change history',
  },
});

export const { fields: serviceFields, addBody: addServiceBody, editBody: editServiceBody, editInfo: serviceEditInfo, row: serviceRow, detail: serviceDetail } = serviceList;
export type ServiceFields = z.output<typeof serviceFields>;
export type ServiceRow = z.output<typeof serviceRow>;
export const serviceQuery = serviceList.calls.list.request;

export const { list: getServices, add: addService, getEdit: getEditService, edit: editService, delete: deleteService, detail: getServiceById } = serviceList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const serviceCalls = serviceList.calls;

/** What an order may offer: a group and its enabled services, in display order. */
export const availableServiceGroup = z.object({
  Id: z.int32(),
  Name: z.string(),
  MultipleChoice: z.boolean(),
  ExpenseType: z.string(),
  Explain: z.string(),
  Services: z.array(
    z.object({ Id: z.int32(), Name: z.string(), Price: z.string(), CalculationMethod: z.int32(), CurrencyCode: z.string(), Explain: z.string() }),
  ),
});
export type AvailableServiceGroup = z.output<typeof availableServiceGroup>;

const base = '/LogisticsValueAddedServicesQuotation';
export const getAvailableServices = defineCall(`${base}/GetAvailableLogisticsValueAddedServices`, {
  summary: 'The enabled value-added services an order may take, by group (single or multiple choice); of one warehouse when given',
  request: z.object({ SiteJoinWarehouseId: z.int32({ error: numberTypeError }).positive().optional(), ...siteChoice }).optional(),
  response: z.array(availableServiceGroup),
  access: 'granted',
  readOnly: true,
});
