import { parcels } from '@lbo/contracts';
import { alone, inLanguage, time } from '../../lib/contractWords.ts';

// The area's pages take these from here with its own words.
export { time };

/** A parcel's state and action names come from its transition table, as the server's messages name them. */
export const packageStateName = (state: number | null | undefined) =>
  state == null ? '' : alone(inLanguage(parcels.packageLifecycle.names.states[state as parcels.PackageStatus]));
export const packageActionName = (action: string) => alone(inLanguage(parcels.packageLifecycle.names.actions[action as parcels.PackageAction]) || action);
export const claimStateName = (state: number) => alone(inLanguage(parcels.claimLifecycle.names.states[state as parcels.ClaimStatus]));

