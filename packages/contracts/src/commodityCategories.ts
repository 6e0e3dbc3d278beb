import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, pagedQuery, requiredText } from './common.ts';
import { auditTrail, displayOrder, optionalText, recordId, siteChoice, siteSelectBody } from './siteRecords.ts';

/**
 * Commodity categories (spec domain §3 "CommodityCategories", §7
 * "/CommodityCategories/GetCommodityCategoriesByOneAllList"): a tree per site that commodities are
 * filed under (Clothing › Shoes › Trainers). A name is required and unique among its siblings; a
 * category cannot move under itself or its descendants; deleting one that still has sub-categories
 * is refused. A disabled category (and what lies below it) is no longer offered by the picker but
 * stays on the commodities filed under it.
 */

export const CATEGORY_NAME_MAX = 64;
export const CATEGORY_REMARKS_MAX = 255;

export const categoryFields = z.object({
  Name: requiredText(CATEGORY_NAME_MAX),
  /** absent or null: a top-level category */
  ParentId: recordId().nullable().optional(),
  DisplayOrder: displayOrder(),
  IsEnabled: z.boolean().default(true),
  Remarks: optionalText(CATEGORY_REMARKS_MAX),
});
export type CategoryFields = z.output<typeof categoryFields>;

export const addCategoryBody = categoryFields.extend(siteChoice);
export const editCategoryBody = categoryFields.extend({ Id: recordId() });

export const categoryEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  ParentId: z.int32().nullable(),
  Name: z.string(),
  DisplayOrder: z.int32(),
  IsEnabled: z.boolean(),
  Remarks: z.string(),
});

/** A row of the list page: the edit values plus the subtree (antd shows `Children` as an expandable tree). */
export interface CategoryRow extends z.output<typeof categoryEditInfo> {
  SiteName: string;
  CreationTime: string;
  Children: CategoryRow[];
}
export const categoryRow: z.ZodType<CategoryRow, CategoryRow> = z.lazy(() =>
  categoryEditInfo.extend({ SiteName: z.string(), CreationTime: z.string(), Children: z.array(categoryRow) }),
);

export const categoryDetail = categoryEditInfo.extend({
  ParentName: z.string(),
  /** the names from the top down to this category: Clothing › Shoes › Trainers */
  Path: z.array(z.string()),
  ChildCount: z.int32(),
  SiteName: z.string(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
  Audits: auditTrail,
});

/** The list page's query: paged over the top-level categories; a filter answers the matching categories with their subtrees. */
export const categoryQuery = pagedQuery.extend({
  Name: z.string().max(CATEGORY_NAME_MAX).optional(),
  IsEnabled: z.boolean().optional(),
  ...siteChoice,
});

export interface CategoryNode {
  Id: number;
  Name: string;
  HasChildren: boolean;
  Children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode, CategoryNode> = z.lazy(() =>
  z.object({ Id: z.int32(), Name: z.string(), HasChildren: z.boolean(), Children: z.array(categoryNode) }),
);

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getCommodityCategories = defineCall('/CommodityCategories/GetCommodityCategories', {
  summary: 'Commodity categories of the site for the list page: paged over the top level, each with its Children',
  request: categoryQuery,
  response: listOf(categoryRow),
  readOnly: true,
  ...backstage,
});

export const addCommodityCategory = defineCall('/CommodityCategories/AddCommodityCategory', {
  summary: 'Create a commodity category, at the top or under a parent; the name is unique among its siblings',
  request: addCategoryBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const getEditCommodityCategory = defineCall('/CommodityCategories/GetEditCommodityCategory', {
  summary: 'The edit form values of a commodity category',
  request: idBody,
  response: categoryEditInfo,
  readOnly: true,
  ...backstage,
});

export const editCommodityCategory = defineCall('/CommodityCategories/EditCommodityCategory', {
  summary: 'Save a commodity category (it cannot be moved under itself or a descendant)',
  request: editCategoryBody,
  response: categoryEditInfo,
  ...backstage,
});

export const deleteCommodityCategory = defineCall('/CommodityCategories/DeleteCommodityCategory', {
  summary: 'Delete a commodity category; refused while it has sub-categories',
  request: idBody,
  response: z.null(),
  ...backstage,
});

export const getCommodityCategoryById = defineCall('/CommodityCategories/GetCommodityCategoryById', {
  summary: 'A commodity category with its path, sub-category count and change history',
  request: idBody,
  response: categoryDetail,
  readOnly: true,
  ...backstage,
});

export const getCommodityCategoriesByOneAllList = defineCall('/CommodityCategories/GetCommodityCategoriesByOneAllList', {
  summary: 'The whole tree of enabled commodity categories in one answer, for the category picker',
  request: siteSelectBody,
  response: z.array(categoryNode),
  access: 'granted',
  readOnly: true,
});
