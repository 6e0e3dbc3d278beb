import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages.ts';
import { ClaimStatus, claimLifecycle, PackageStatus, packageLifecycle } from './parcels.ts';

describe('a record’s transition table', () => {
  it('shows a customer the actions of their forecast and none of the warehouse’s', () => {
    expect(packageLifecycle.actionsFrom(PackageStatus.NotReceived, 'user')).toEqual(['EditForecast', 'DeleteForecast']);
    expect(packageLifecycle.actionsFrom(PackageStatus.NotReceived, 'backstage')).toEqual(['EditForecast', 'DeleteForecast', 'Sign']);
    expect(packageLifecycle.actionsFrom(PackageStatus.Shippable, 'user')).toEqual(['CompleteDetails']);
  });

  it('allows signing a forecast or a parcel nobody forecast, and nothing after it left', () => {
    expect(packageLifecycle.allows(null, 'Sign', 'backstage')).toBe(true);
    expect(packageLifecycle.allows(PackageStatus.NotReceived, 'Sign', 'backstage')).toBe(true);
    expect(packageLifecycle.allows(PackageStatus.ToBeCompleted, 'Sign', 'backstage')).toBe(false);
    expect(packageLifecycle.allows(PackageStatus.NotReceived, 'Sign', 'user')).toBe(false);
    expect(packageLifecycle.actionsFrom(PackageStatus.Outbound, 'backstage')).toEqual([]);
  });

  it('says where an action leaves the record: moved, unchanged or ended', () => {
    expect(packageLifecycle.next(PackageStatus.ToBeCompleted, 'PutOnShelf')).toBe(PackageStatus.Shippable);
    expect(packageLifecycle.next(PackageStatus.Shippable, 'MoveShelf')).toBe(PackageStatus.Shippable);
    expect(packageLifecycle.next(PackageStatus.NotReceived, 'DeleteForecast')).toBeNull();
    expect(claimLifecycle.next(ClaimStatus.Pending, 'Refuse')).toBe(ClaimStatus.Refused);
  });

  it('names the state and action of a refusal in each language', () => {
    const { names } = packageLifecycle;
    const params = { field: 'CourierNumber', record: names.record, state: names.states[PackageStatus.Shippable], action: names.actions.DeleteForecast };
    expect(formatMessage('ActionNotAllowedNow', 'en', params)).toBe('CourierNumber: the parcel is shippable; it cannot be deleted now');
    expect(formatMessage('ActionNotAllowedNow', 'zh-CN', params)).toBe('CourierNumber：包裹当前为“可发货”，不能删除');
  });
});
