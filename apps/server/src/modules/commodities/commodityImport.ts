import { and, eq, inArray, or } from 'drizzle-orm';
import { commodities as contract, texts, type Language, type Texts } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { UploadedPart } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { commodityCategories } from '../commodityCategories/tables.ts';
import { fieldProblems, reasonOf, ruleTexts, type FieldProblem } from '../parcels/index.ts';
import { customerOf } from '../../platform/siteResources.ts';
import { insertCommodities } from './commodities.service.ts';
import { readSheet, templateOf, type SheetRow } from './excelSheet.ts';
import { commodities } from './tables.ts';

/**
 * Commodities from an Excel file (UpLoadCommodity; spec §5 "Excel files only, up to 5 MB"). The
 * workbook is read by `readSheet`; this module says what the rows mean. Every row is checked before
 * anything is written and the refusal names each bad row and column ("row 7, SKU: already
 * exists"): all or nothing. Category and cargo type are written by name, as people know them.
 */

type FieldKey = 'CommodityCode' | 'CommoditySku' | 'CommodityName' | 'EnglishName' | 'Alias' | 'IdentificationCode' | 'Currency' | 'Price' | 'DeclarationName' | 'Length' | 'Width' | 'Height' | 'ActualOfWeight' | 'GrossOfWeight' | 'Remarks';
type Key = FieldKey | 'Category' | 'CargoType';

const shape = contract.commodityFields.shape;
const FIELD_COLUMNS: readonly { key: FieldKey; name: Texts; schema: z.ZodType }[] = [
  { key: 'CommodityCode', name: texts('商品编码', '商品編碼', 'Commodity code'), schema: shape.CommodityCode },
  { key: 'CommoditySku', name: texts('SKU', 'SKU', 'SKU'), schema: shape.CommoditySku },
  { key: 'CommodityName', name: texts('中文名称', '中文名稱', 'Chinese name'), schema: shape.CommodityName },
  { key: 'EnglishName', name: texts('英文名称', '英文名稱', 'English name'), schema: shape.EnglishName },
  { key: 'Alias', name: texts('别名', '別名', 'Alias'), schema: shape.Alias },
  { key: 'IdentificationCode', name: texts('识别码', '識別碼', 'Identification code'), schema: shape.IdentificationCode },
  { key: 'Currency', name: texts('币种', '幣別', 'Currency'), schema: shape.Currency },
  { key: 'Price', name: texts('单价', '單價', 'Price'), schema: shape.Price },
  { key: 'DeclarationName', name: texts('申报名称', '申報名稱', 'Declaration name'), schema: shape.DeclarationName },
  { key: 'Length', name: texts('长(cm)', '長(cm)', 'Length (cm)'), schema: shape.Length },
  { key: 'Width', name: texts('宽(cm)', '寬(cm)', 'Width (cm)'), schema: shape.Width },
  { key: 'Height', name: texts('高(cm)', '高(cm)', 'Height (cm)'), schema: shape.Height },
  { key: 'ActualOfWeight', name: texts('实重(kg)', '實重(kg)', 'Net weight (kg)'), schema: shape.ActualOfWeight },
  { key: 'GrossOfWeight', name: texts('毛重(kg)', '毛重(kg)', 'Gross weight (kg)'), schema: shape.GrossOfWeight },
  { key: 'Remarks', name: texts('备注', '備註', 'Remarks'), schema: shape.Remarks },
];
const CATEGORY = { key: 'Category' as const, name: texts('商品分类', '商品分類', 'Category') };
const CARGO_TYPE = { key: 'CargoType' as const, name: texts('货物类型', '貨物類型', 'Cargo type') };
export const IMPORT_COLUMNS = [...FIELD_COLUMNS.slice(0, 6), CATEGORY, CARGO_TYPE, ...FIELD_COLUMNS.slice(6)];
const nameOf = (key: Key) => IMPORT_COLUMNS.find((c) => c.key === key)!.name;
/** A refusal lists this many bad rows at most: enough to fix a pattern, short enough to read. */
const ROW_PROBLEMS_SHOWN = 20;

const problem = (row: number, key: Key, reason: Texts): FieldProblem => ({ field: 'FileStream', key: 'ImportRowInvalid', params: { row, column: nameOf(key), reason } });

/** The site's enabled categories or cargo types by name. */
async function idsByName(tx: Executor, siteId: number, table: typeof commodityCategories | typeof cargoTypes, names: readonly string[]) {
  if (names.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.isEnabled, true), inArray(table.name, [...names])));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * The rows as commodities, or every problem found: each cell against its field's rule, category
 * and cargo type names of the site, code and SKU neither repeated in the file nor held already.
 */
export async function parseRows(tx: Executor, owner: { ownerId: number; siteId: number }, rows: readonly SheetRow<Key>[]) {
  const problems: FieldProblem[] = [];
  const lines: { at: number; fields: contract.CommodityFields }[] = [];
  const text = (row: SheetRow<Key>, key: Key) => row.cells.get(key) ?? '';
  const categories = await idsByName(tx, owner.siteId, commodityCategories, [...new Set(rows.map((r) => text(r, 'Category')).filter(Boolean))]);
  const types = await idsByName(tx, owner.siteId, cargoTypes, [...new Set(rows.map((r) => text(r, 'CargoType')).filter(Boolean))]);
  const seen = { CommodityCode: new Map<string, number>(), CommoditySku: new Map<string, number>() };
  for (const row of rows) {
    const before = problems.length;
    const values: Record<string, unknown> = {};
    for (const column of FIELD_COLUMNS) {
      const cell = text(row, column.key);
      // An empty cell is left out (the field's default).
      const value = cell === '' ? undefined : cell;
      const reason = reasonOf(column.schema, value);
      if (reason) problems.push(problem(row.at, column.key, reason));
      else values[column.key] = column.schema.parse(value);
    }
    for (const [key, map, field] of [
      ['Category', categories, 'CategoryId'],
      ['CargoType', types, 'CargoTypeId'],
    ] as const) {
      const name = text(row, key);
      values[field] = name === '' ? null : (map.get(name) ?? null);
      if (name !== '' && values[field] === null) problems.push(problem(row.at, key, ruleTexts(key === 'Category' ? 'CommodityCategoryNotFound' : 'CommodityCargoTypeNotFound')));
    }
    for (const key of ['CommodityCode', 'CommoditySku'] as const) {
      const value = values[key] as string | undefined;
      if (value === undefined) continue;
      const first = seen[key].get(value);
      if (first !== undefined) problems.push(problem(row.at, key, ruleTexts('CommodityImportDuplicate', { row: first })));
      else seen[key].set(value, row.at);
    }
    if (problems.length === before) lines.push({ at: row.at, fields: contract.commodityFields.parse(values) });
  }
  const codes = [...seen.CommodityCode.keys()];
  const skus = [...seen.CommoditySku.keys()];
  if (codes.length + skus.length > 0) {
    const held = await tx
      .select({ code: commodities.commodityCode, sku: commodities.commoditySku })
      .from(commodities)
      .where(and(eq(commodities.ownerId, owner.ownerId), or(codes.length ? inArray(commodities.commodityCode, codes) : undefined, skus.length ? inArray(commodities.commoditySku, skus) : undefined)));
    for (const h of held) {
      const codeRow = seen.CommodityCode.get(h.code);
      if (codeRow !== undefined) problems.push(problem(codeRow, 'CommodityCode', ruleTexts('Duplicate')));
      const skuRow = seen.CommoditySku.get(h.sku);
      if (skuRow !== undefined) problems.push(problem(skuRow, 'CommoditySku', ruleTexts('Duplicate')));
    }
  }
  problems.sort((a, b) => Number(a.params!.row) - Number(b.params!.row));
  return { lines: lines.map((l) => l.fields), problems };
}

export async function importCommodities(tx: Executor, actor: Actor, userId: number | undefined, file: UploadedPart | undefined, language: Language): Promise<{ Count: number }> {
  const owner = await customerOf(tx, actor, userId);
  const rows = await readSheet(file, {
    columns: IMPORT_COLUMNS,
    required: ['CommodityCode', 'CommoditySku', 'CommodityName'],
    maxBytes: contract.COMMODITY_IMPORT_MAX_BYTES,
    maxRows: contract.COMMODITY_IMPORT_MAX_ROWS,
    noRows: 'CommodityImportNoRows',
  });
  const { lines, problems } = await parseRows(tx, owner, rows);
  if (problems.length > 0) throw fieldProblems(problems.slice(0, ROW_PROBLEMS_SHOWN), language);
  const ids = await insertCommodities(tx, actor, owner, lines);
  return { Count: ids.length };
}

export async function importTemplate(language: Language) {
  return {
    FileName: `${texts('商品导入模板', '商品匯入範本', 'commodity-template')[language]}.xlsx`,
    ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const,
    Content: await templateOf(texts('商品', '商品', 'Commodities')[language], IMPORT_COLUMNS, language, ['CommodityCode', 'CommoditySku', 'IdentificationCode']),
  };
}
