import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { ParsedRequestOf, user } from '@lbo/contracts';
import type { Executor } from '../../platform/db.ts';
import { users } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const parseDate = (text: string) => new Date(text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T'));

/**
 * A page of users for the user picker. The transaction is already scoped to the caller's site by
 * row-level security, so site staff see only their site's users and nobody else's.
 */
export async function selectUsers(tx: Executor, q: ParsedRequestOf<typeof user.getSelectTableUsers>) {
  const conditions: SQL[] = [];
  if (q.Content) {
    const like = `%${escapeLike(q.Content)}%`;
    conditions.push(or(ilike(users.userName, like), ilike(users.nickName, like), ilike(users.number, like), ilike(users.phoneNumber, like))!);
  }
  if (q.AccountTypeCode) conditions.push(eq(users.accountType, q.AccountTypeCode));
  if (q.StartDate) conditions.push(gte(users.createdAt, parseDate(q.StartDate)));
  if (q.EndDate) conditions.push(lte(users.createdAt, parseDate(q.EndDate)));
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  const order = q.descendingOrder ? [desc(users.createdAt), desc(users.id)] : [users.createdAt, users.id];
  const rows = await tx
    .select({ user: users, siteName: sites.siteName })
    .from(users)
    .leftJoin(sites, eq(sites.id, users.siteId))
    .where(where)
    .orderBy(...order)
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  return {
    Data: rows.map(({ user: u, siteName }) => ({
      Id: u.id,
      Number: u.number,
      UserName: u.userName,
      NickName: u.nickName,
      PhoneNumber: u.phoneNumber,
      Email: u.email,
      AccountTypeCode: u.accountType === 2 ? (2 as const) : (1 as const),
      IsEnabled: u.isEnabled,
      SiteName: siteName ?? '',
      CreationTime: u.createdAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}
