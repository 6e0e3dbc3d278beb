import { and, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PagedQuery } from '@lbo/contracts';
import { preparedOn, type Executor } from '../../platform/db.ts';
import type { Hub, PushInformation } from '../../platform/hub.ts';
import { userMessages } from './tables.ts';

export interface MessageFilter extends PagedQuery {
  IsRead?: boolean;
  Title?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const parseDate = (text: string) => new Date(text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T'));

const byOwner = eq(userMessages.ownerId, sql.placeholder('ownerId'));
const countByOwner = (tx: Executor, name: string) => tx.select({ n: count() }).from(userMessages).where(byOwner).prepare(name);
const pageByOwner = (descending: boolean) => (tx: Executor, name: string) =>
  tx
    .select()
    .from(userMessages)
    .where(byOwner)
    .orderBy(...(descending ? [desc(userMessages.createdAt), desc(userMessages.id)] : [userMessages.createdAt, userMessages.id]))
    .limit(sql.placeholder('rows'))
    .offset(sql.placeholder('offset'))
    .prepare(name);

/** The bell's plain page (no filter): named statements, built once per connection and planned once by the server. */
async function plainPage(tx: Executor, ownerId: number, q: MessageFilter) {
  const page = q.descendingOrder ? preparedOn(tx, 'lbo_messages_page_desc', pageByOwner(true)) : preparedOn(tx, 'lbo_messages_page_asc', pageByOwner(false));
  // Both leave together: on a pipelined connection that is one round trip.
  const [[total], rows] = await Promise.all([
    preparedOn(tx, 'lbo_messages_count', countByOwner).execute({ ownerId }),
    page.execute({ ownerId, rows: q.rows, offset: (q.index - 1) * q.rows }),
  ]);
  return { total, rows };
}

export async function listMessages(tx: Executor, ownerId: number, q: MessageFilter) {
  if (q.IsRead === undefined && !q.Title && !q.StartDate && !q.EndDate) {
    const { total, rows } = await plainPage(tx, ownerId, q);
    return toPage(rows, total?.n ?? 0);
  }
  const conditions: SQL[] = [eq(userMessages.ownerId, ownerId)];
  if (q.IsRead !== undefined) conditions.push(eq(userMessages.isRead, q.IsRead));
  if (q.Title) conditions.push(ilike(userMessages.title, `%${escapeLike(q.Title)}%`));
  if (q.StartDate) conditions.push(gte(userMessages.createdAt, parseDate(q.StartDate)));
  if (q.EndDate) conditions.push(lte(userMessages.createdAt, parseDate(q.EndDate)));
  const where = and(...conditions);
  const order = q.descendingOrder ? [desc(userMessages.createdAt), desc(userMessages.id)] : [userMessages.createdAt, userMessages.id];
  const [[total], rows] = await Promise.all([
    tx.select({ n: count() }).from(userMessages).where(where),
    tx
      .select()
      .from(userMessages)
      .where(where)
      .orderBy(...order)
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
  ]);
  return toPage(rows, total?.n ?? 0);
}

function toPage(rows: (typeof userMessages.$inferSelect)[], total: number) {
  return {
    Data: rows.map((m) => ({
      Id: m.id,
      InfoType: m.infoType,
      Title: m.title,
      Message: m.message,
      MessageType: m.messageType,
      IsRead: m.isRead,
      CreationTime: m.createdAt.toISOString(),
    })),
    Total: total,
  };
}

export async function unreadCount(tx: Executor, ownerId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userMessages).where(and(eq(userMessages.ownerId, ownerId), eq(userMessages.isRead, false)));
  return row?.n ?? 0;
}

export async function markRead(tx: Executor, ownerId: number, ids: number[]) {
  await tx.update(userMessages).set({ isRead: true }).where(and(eq(userMessages.ownerId, ownerId), inArray(userMessages.id, ids)));
}

export async function deleteMessages(tx: Executor, ownerId: number, ids: number[]) {
  await tx.delete(userMessages).where(and(eq(userMessages.ownerId, ownerId), inArray(userMessages.id, ids)));
}

/** Store a message for a user and push it live; every area that informs a user goes through here. */
export async function sendUserMessage(
  tx: Executor,
  hub: Hub,
  afterCommit: (effect: () => void) => void,
  to: { ownerId: number; siteId: number | null },
  info: PushInformation,
) {
  const [row] = await tx
    .insert(userMessages)
    .values({ ownerId: to.ownerId, siteId: to.siteId, infoType: info.InfoType, title: info.Title, message: info.Message, messageType: info.MessageType })
    .returning({ id: userMessages.id });
  afterCommit(() => hub.pushToUser(to.ownerId, info));
  return row?.id;
}
