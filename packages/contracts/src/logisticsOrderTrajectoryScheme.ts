import { z } from 'zod';
import { defineCall } from './call.ts';
import { idName, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';

/**
 * Logistics order trajectory schemes (glossary "trajectory scheme", spec §7
 * "/LogisticsOrderTrajectoryScheme"): a named, ordered list of tracking events a shipment's
 * trajectory follows, so staff can give every order of a route or shift its tracks in one go
 * instead of typing each event.
 *
 * A step is one tracking event as the customer reads it:
 * - Content: the event text ("Departed the origin facility", "Customs clearance completed").
 * - Location: where it happens (optional; "Shenzhen", "Hong Kong hub").
 * - IntervalHours: hours after the previous event (the first step: after the moment the scheme is
 *   applied, usually the shift's departure), so applying a scheme dates each event; 0 is allowed for
 *   events recorded together.
 * Names are unique per site; a disabled scheme is no longer offered and stays on the orders whose
 * tracks came from it.
 */

export const TRAJECTORY_SCHEME_NAME_MAX = 64;
export const TRAJECTORY_SCHEME_REMARKS_MAX = 255;
export const TRAJECTORY_STEP_CONTENT_MAX = 255;
export const TRAJECTORY_STEP_LOCATION_MAX = 64;
export const TRAJECTORY_STEPS_MAX = 50;
/** A step follows the previous one within 30 days. */
export const TRAJECTORY_INTERVAL_HOURS_MAX = 720;

const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

export const trajectoryStep = z.object({
  Content: requiredText(TRAJECTORY_STEP_CONTENT_MAX),
  Location: z.string().max(TRAJECTORY_STEP_LOCATION_MAX).default(''),
  IntervalHours: z.int32({ error: wholeNumberError }).min(0).max(TRAJECTORY_INTERVAL_HOURS_MAX).default(0),
});
export type TrajectoryStep = z.output<typeof trajectoryStep>;

const schemeList = siteListCalls('LogisticsOrderTrajectoryScheme', {
  fields: {
    Name: requiredText(TRAJECTORY_SCHEME_NAME_MAX),
    IsEnabled: z.boolean().default(true),
    Remarks: z.string().max(TRAJECTORY_SCHEME_REMARKS_MAX).default(''),
    Steps: z.array(trajectoryStep, { error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) }).min(1, { error: 'CannotBeEmpty' }).max(TRAJECTORY_STEPS_MAX),
  },
  owned: ['Steps'],
  query: pagedQuery.extend({
    Name: z.string().max(TRAJECTORY_SCHEME_NAME_MAX).optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  row: {
    StepCount: z.int32(),
    /** Hours from the first event to the last: how long a shipment following it takes. */
    TotalHours: z.int32(),
  },
  summaries: {
    list: 'Trajectory schemes of the site for the list page (platform staff: of every site, or of SiteId)',
    add: 'Add a trajectory scheme with its ordered steps; its name is unique in the site',
    getEdit: 'The edit form values of a trajectory scheme, steps in order',
    edit: 'Save a trajectory scheme; its steps are replaced by the ones sent, in their order',
    delete: 'Delete a trajectory scheme and its steps',
    detail: 'A trajectory scheme with its steps and change history',
  },
});

export const {
  fields: trajectorySchemeFields,
  addBody: addTrajectorySchemeBody,
  editBody: editTrajectorySchemeBody,
  editInfo: trajectorySchemeEditInfo,
  row: trajectorySchemeRow,
  detail: trajectorySchemeDetail,
} = schemeList;
export type TrajectorySchemeFields = z.output<typeof trajectorySchemeFields>;
export const trajectorySchemeQuery = schemeList.calls.list.request;

export const {
  list: getLogisticsOrderTrajectorySchemes,
  add: addLogisticsOrderTrajectoryScheme,
  getEdit: getEditLogisticsOrderTrajectoryScheme,
  edit: editLogisticsOrderTrajectoryScheme,
  delete: deleteLogisticsOrderTrajectoryScheme,
  detail: getLogisticsOrderTrajectorySchemeById,
} = schemeList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const trajectorySchemeCalls = schemeList.calls;

const common = { access: 'granted', populations: ['backstage'] } as const;
const base = '/LogisticsOrderTrajectoryScheme' as const;

export const getSelectLogisticsOrderTrajectorySchemes = defineCall(`${base}/GetSelectLogisticsOrderTrajectorySchemes`, {
  summary: 'The enabled trajectory schemes of the site (platform staff: of SiteId), for dropdowns',
  request: z.object(siteChoice).optional(),
  response: z.array(idName.extend({ StepCount: z.int32() })),
  readOnly: true,
  ...common,
});
