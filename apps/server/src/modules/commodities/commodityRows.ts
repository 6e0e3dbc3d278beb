import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { commodities as contract, type Population } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { historyFor } from '../../platform/lifecycles.ts';
import { plainDecimal } from '../../platform/siteRecords.ts';
import { siteNames } from '../../platform/siteResources.ts';
import { users } from '../access/tables.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { commodityCategories } from '../commodityCategories/tables.ts';
import { commodities } from './tables.ts';

const { auditLifecycle, salesLifecycle } = contract;
type AuditStatus = contract.AuditStatus;
type SalesMode = contract.SalesMode;

/**
 * A commodity as both populations read it (contracts `commodityRow`): the one select and the one
 * mapping every commodity call answers with. A customer's scope reads only their own user row, so
 * the names of the staff who measured or audited come out empty for them (the page says "warehouse").
 */
const measurer = alias(users, 'measurer');
const auditor = alias(users, 'auditor');

export const selectCommodities = (tx: Executor) =>
  tx
    .select({
      c: commodities,
      userName: users.userName,
      memberNumber: users.number,
      categoryName: commodityCategories.name,
      cargoTypeName: cargoTypes.name,
      measuredByName: measurer.userName,
      auditorName: auditor.userName,
    })
    .from(commodities)
    .leftJoin(users, eq(users.id, commodities.ownerId))
    .leftJoin(commodityCategories, eq(commodityCategories.id, commodities.categoryId))
    .leftJoin(cargoTypes, eq(cargoTypes.id, commodities.cargoTypeId))
    .leftJoin(measurer, eq(measurer.id, commodities.measuredBy))
    .leftJoin(auditor, eq(auditor.id, commodities.auditedBy));

export type CommodityRecord = Awaited<ReturnType<ReturnType<typeof selectCommodities>['execute']>>[number];
export type Commodity = typeof commodities.$inferSelect;

const decimal = (v: string | null) => (v === null ? null : plainDecimal(v));

/** Whether the warehouse has measured it (Acquire makes all five values at once). */
export const isMeasured = (c: Commodity) => c.measuredAt !== null;

/**
 * The actions the population may take now: the two transition tables', narrowed by what the
 * measurement allows (measure once, then modify; audit only what was measured).
 */
export function actionsOf(c: Commodity, population: Population): string[] {
  const measured = isMeasured(c);
  const audit = auditLifecycle.actionsFrom(c.auditStatus as AuditStatus, population).filter((a) => {
    if (a === 'Redeclare') return false; // taken by Edit when the declaration changes
    if (a === 'Acquire') return !measured;
    if (a === 'Modify' || a === 'Approve') return measured;
    return true;
  });
  return [...audit, ...salesLifecycle.actionsFrom(c.salesMode as SalesMode, population)];
}

export function toCommodityRow(r: CommodityRecord, siteName: string, population: Population): contract.CommodityRow {
  const c = r.c;
  return {
    Id: c.id,
    SiteId: c.siteId,
    SiteName: siteName,
    UserId: c.ownerId,
    UserName: r.userName ?? '',
    MemberNumber: r.memberNumber ?? '',
    CommodityCode: c.commodityCode,
    CommoditySku: c.commoditySku,
    CommodityName: c.name,
    EnglishName: c.englishName,
    Alias: c.alias,
    IdentificationCode: c.identificationCode,
    Pictures: c.pictures,
    CategoryId: c.categoryId,
    CategoryName: r.categoryName ?? '',
    CargoTypeId: c.cargoTypeId,
    CargoTypeName: r.cargoTypeName ?? '',
    Currency: c.currency,
    Price: decimal(c.price),
    DeclarationName: c.declarationName,
    Length: decimal(c.length),
    Width: decimal(c.width),
    Height: decimal(c.height),
    ActualOfWeight: decimal(c.actualWeight),
    GrossOfWeight: decimal(c.grossWeight),
    MeasuredLength: decimal(c.measuredLength),
    MeasuredWidth: decimal(c.measuredWidth),
    MeasuredHeight: decimal(c.measuredHeight),
    MeasuredActualOfWeight: decimal(c.measuredActualWeight),
    MeasuredGrossOfWeight: decimal(c.measuredGrossWeight),
    MeasuredTime: c.measuredAt?.toISOString() ?? null,
    // A customer is never told a staff member's name: their page says "the warehouse".
    MeasuredByName: population === 'backstage' ? (r.measuredByName ?? '') : '',
    CommodityStatus: c.status,
    SalesModes: c.salesMode,
    AuditStatus: c.auditStatus,
    AuditorName: population === 'backstage' ? (r.auditorName ?? '') : '',
    AuditTime: c.auditedAt?.toISOString() ?? null,
    AuditReason: c.auditReason,
    Remarks: c.remarks,
    CreationTime: c.createdAt.toISOString(),
    UpdateTime: c.updatedAt.toISOString(),
    Actions: actionsOf(c, population),
  };
}

/** Rows of one page with their sites' names. */
export async function toCommodityRows(tx: Executor, records: readonly CommodityRecord[], population: Population) {
  const names = await siteNames(tx, [...new Set(records.map((r) => r.c.siteId))]);
  return records.map((r) => toCommodityRow(r, names.get(r.c.siteId) ?? '', population));
}

/** Both axes' history, oldest first, with the actor's name where the caller may read it. */
export const commodityHistory = (tx: Executor, commodityId: number, caller: Actor) => historyFor(tx, [auditLifecycle, salesLifecycle], commodityId, caller);
