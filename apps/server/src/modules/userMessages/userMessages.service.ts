import { and, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { formatMessage, isMessageKey, type Language, type PagedQuery } from '@lbo/contracts';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { plainRead, runPlainRead, type Executor } from '../../platform/db.ts';
import { userMessages, type MessageTexts } from './tables.ts';

export interface MessageFilter extends PagedQuery {
  IsRead?: boolean;
  Title?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const parseDate = (text: string) => new Date(text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T'));

/**
 * The bell's plain page (no filter) is the hottest read of the product: its two statements are
 * rendered once and run without the query builder (platform/db.ts `plainRead`).
 */
const qb = new QueryBuilder();
const byOwner = eq(userMessages.ownerId, sql.placeholder('ownerId'));
const pageColumns = {
  id: userMessages.id,
  infoType: userMessages.infoType,
  title: userMessages.title,
  message: userMessages.message,
  texts: userMessages.texts,
  messageType: userMessages.messageType,
  isRead: userMessages.isRead,
  createdAt: userMessages.createdAt,
};
const countByOwner = plainRead('lbo_messages_count', qb.select({ n: count() }).from(userMessages).where(byOwner));
const pageByOwner = (descending: boolean) =>
  plainRead(
    descending ? 'lbo_messages_page_desc' : 'lbo_messages_page_asc',
    qb
      .select(pageColumns)
      .from(userMessages)
      .where(byOwner)
      .orderBy(...(descending ? [desc(userMessages.createdAt), desc(userMessages.id)] : [userMessages.createdAt, userMessages.id]))
      .limit(sql.placeholder('rows'))
      .offset(sql.placeholder('offset')),
  );
const pageDescending = pageByOwner(true);
const pageAscending = pageByOwner(false);
/** The bench's bare route runs these same texts. */
export const messagePageStatements = { count: countByOwner, pageDescending, pageAscending };
type PageRow = [number, string, string, string, MessageTexts | null, number, boolean, Date];

/** A message as its reader reads it: one the system wrote in their language, others as written. */
function readAs(language: Language, title: string, message: string, texts: MessageTexts | null) {
  // A key renamed since the message was written leaves the words it was written with.
  if (!texts || !isMessageKey(texts.title) || !isMessageKey(texts.message)) return { Title: title, Message: message };
  return { Title: formatMessage(texts.title, language, texts.params), Message: formatMessage(texts.message, language, texts.params) };
}

async function plainPage(tx: Executor, ownerId: number, q: MessageFilter, language: Language) {
  // Both leave together: on a pipelined connection that is one round trip.
  const [[total], rows] = await Promise.all([
    runPlainRead(tx, countByOwner, [ownerId]),
    runPlainRead(tx, q.descendingOrder ? pageDescending : pageAscending, [ownerId, q.rows, (q.index - 1) * q.rows]),
  ]);
  return {
    Data: (rows as PageRow[]).map(([Id, InfoType, title, message, texts, MessageType, IsRead, createdAt]) => ({
      Id,
      InfoType,
      ...readAs(language, title, message, texts),
      MessageType,
      IsRead,
      CreationTime: createdAt.toISOString(),
    })),
    // count(*) is a bigint, which node-postgres answers as text.
    Total: Number(total?.[0] ?? 0),
  };
}

export async function listMessages(tx: Executor, ownerId: number, q: MessageFilter, language: Language) {
  if (q.IsRead === undefined && !q.Title && !q.StartDate && !q.EndDate) {
    return plainPage(tx, ownerId, q, language);
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
  return toPage(rows, total?.n ?? 0, language);
}

function toPage(rows: (typeof userMessages.$inferSelect)[], total: number, language: Language) {
  return {
    Data: rows.map((m) => ({
      Id: m.id,
      InfoType: m.infoType,
      ...readAs(language, m.title, m.message, m.texts),
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
