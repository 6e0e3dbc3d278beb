import { commodities } from '@lbo/contracts';
import { alone, inLanguage, time } from '../../lib/contractWords.ts';

// The area's pages take these from here with its own words.
export { time };

/** A commodity's state and action names come from its two transition tables, as the server's messages name them. */
export const auditStateName = (state: number | null | undefined) =>
  state == null ? '' : alone(inLanguage(commodities.auditLifecycle.names.states[state as commodities.AuditStatus]));
export const salesStateName = (mode: number | null | undefined) =>
  mode == null ? '' : alone(inLanguage(commodities.salesLifecycle.names.states[mode as commodities.SalesMode]));

const SALES_ACTIONS: readonly string[] = ['Release', 'Halt'];
/** Whether a history row is of the sales axis (its states are sales modes). */
export const isSalesAction = (action: string) => SALES_ACTIONS.includes(action);
export const actionName = (action: string) =>
  alone(
    inLanguage(isSalesAction(action) ? commodities.salesLifecycle.names.actions[action as commodities.SalesAction] : commodities.auditLifecycle.names.actions[action as commodities.AuditAction]) ||
      action,
  );

export const AUDIT_COLORS: Record<number, string> = { [commodities.AuditStatus.Pending]: 'gold', [commodities.AuditStatus.Passed]: 'green', [commodities.AuditStatus.Refused]: 'red' };

/** L × W × H, or "-" when none is given (and for each value not given). */
export const sizeText = (l: string | null, w: string | null, h: string | null) => (l === null && w === null && h === null ? '-' : `${l ?? '-'} × ${w ?? '-'} × ${h ?? '-'}`);
export const weightsText = (net: string | null, gross: string | null) => (net === null && gross === null ? '-' : `${net ?? '-'} / ${gross ?? '-'}`);
