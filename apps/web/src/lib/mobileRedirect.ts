import type { LoginType } from '../stores/session.ts';

/** Phones and tablets, Android handhelds included (their browsers say Android). */
const PHONE_OR_TABLET = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i;

/** The query value that opens the back-office (staff) sign-in on any device: `/index?activeIndex=1&loginType=backUserLogin`. */
export const STAFF_SIGN_IN = 'backUserLogin' satisfies LoginType;
/** The back office's sign-in with the staff tab chosen: the portal links to it, and it is never redirected. */
export const STAFF_SIGN_IN_ADDRESS = `/index?activeIndex=1&loginType=${STAFF_SIGN_IN}`;

export interface Visit {
  userAgent: string;
  pathname: string;
  search: string;
  /** the login type kept in local storage: of the signed-in session, else of the last sign-in on this device */
  loginType: string | null;
}

/**
 * Where a phone or tablet visitor of the back-office address goes: the customer portal at /app/,
 * keeping a register link's referrer and a promotion's id; null to stay. Staff stay in the
 * responsive back office (they scan with it): a device whose last sign-in was a staff sign-in,
 * and the staff sign-in address itself, are never sent away.
 */
export function mobileTarget(visit: Visit): string | null {
  if (!PHONE_OR_TABLET.test(visit.userAgent)) return null;
  const params = new URLSearchParams(visit.search);
  if (visit.loginType === STAFF_SIGN_IN || params.get('loginType') === STAFF_SIGN_IN) return null;
  if (params.get('activeIndex') === '2') {
    const referrer = params.get('referrer');
    return referrer ? `/app/#/register?referrer=${encodeURIComponent(referrer)}` : '/app/#/register';
  }
  if (visit.pathname === '/PreviewPromotionActivitiesIndex') return `/app/#/promotion?id=${encodeURIComponent(params.get('id') ?? '')}`;
  return '/app/';
}
