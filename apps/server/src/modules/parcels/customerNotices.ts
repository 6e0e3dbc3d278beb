import { and, eq } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { users } from '../access/tables.ts';

/** The customer (portal user) of a site with this member number, or MemberNumberNotFound on `field`. */
export async function customerByMemberNumber(tx: Executor, siteId: number, memberNumber: string, field = 'MemberNumber') {
  const [customer] = await tx
    .select({ id: users.id, userName: users.userName, number: users.number })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.number, memberNumber), eq(users.accountType, AccountType.SiteUser)));
  if (!customer) throw invalid(field, 'MemberNumberNotFound', { value: memberNumber });
  return customer;
}
