import { useSession } from '../../stores/session.ts';

/** Platform staff have no site of their own; they manage every site. */
export const useIsPlatformStaff = () => useSession((s) => s.user !== null && s.user.SiteId === null);
