import { DATE_TIME_FORMAT_DAYJS, parcels } from '@lbo/contracts';
import dayjs from 'dayjs';
import { alone, inLanguage } from '../../lib/contractWords.ts';

/** A parcel's state and action names come from its transition table, as the server's messages name them. */
export const packageStateName = (state: number | null | undefined) =>
  state == null ? '' : alone(inLanguage(parcels.packageLifecycle.names.states[state as parcels.PackageStatus]));
export const packageActionName = (action: string) => alone(inLanguage(parcels.packageLifecycle.names.actions[action as parcels.PackageAction]) || action);
export const claimStateName = (state: number) => alone(inLanguage(parcels.claimLifecycle.names.states[state as parcels.ClaimStatus]));

export const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '-');
