import { auditLogs } from '../db/schema.ts';
import type { Executor } from './db.ts';

export interface AuditEntry {
  siteId: number | null;
  actorId: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Who changed what, when, from what to what (DESIGN §4); written in the same transaction as the change. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    siteId: entry.siteId,
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
