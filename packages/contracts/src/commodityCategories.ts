import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery, requiredText } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';
import { displayOrder, optionalText, recordId, siteChoice, siteSelectBody } from './siteRecords.ts';

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

const categoryList = siteListCalls('CommodityCategories', {
  one: 'CommodityCategory',
  plural: 'CommodityCategories',
  fields: {
    Name: requiredText(CATEGORY_NAME_MAX),
    /** absent or null: a top-level category */
    ParentId: recordId().nullable().optional(),
    DisplayOrder: displayOrder(),
    IsEnabled: z.boolean().default(true),
    Remarks: optionalText(CATEGORY_REMARKS_MAX),
  },
  /** The list page's query: paged over the top-level categories; a filter answers the matching categories with their subtrees. */
  query: pagedQuery.extend({
    Name: z.string().max(CATEGORY_NAME_MAX).optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  detail: {
    ParentName: z.string(),
    /** the names from the top down to this category: Clothing › Shoes › Trainers */
    Path: z.array(z.string()),
    ChildCount: z.int32(),
  },
  summaries: {
    list: 'Commodity categories of the site for the list page: paged over the top level, each with its Children',
    add: 'Create a commodity category, at the top or under a parent; the name is unique among its siblings',
    getEdit: 'The edit form values of a commodity category',
    edit: 'Save a commodity category (it cannot be moved under itself or a descendant)',
    delete: 'Delete a commodity category; refused while it has sub-categories',
    detail: 'A commodity category with its path, sub-category count and change history',
  },
});

export const { fields: categoryFields, addBody: addCategoryBody, editBody: editCategoryBody, editInfo: categoryEditInfo, detail: categoryDetail } = categoryList;
export type CategoryFields = z.output<typeof categoryFields>;
export const categoryQuery = categoryList.calls.list.request;

/** A row of the list page: the edit values plus the subtree (antd shows `Children` as an expandable tree). */
export interface CategoryRow extends z.output<typeof categoryEditInfo> {
  SiteName: string;
  CreationTime: string;
  Children: CategoryRow[];
}
export const categoryRow: z.ZodType<CategoryRow, CategoryRow> = z.lazy(() =>
  categoryEditInfo.extend({ SiteName: z.string(), CreationTime: z.string(), Children: z.array(categoryRow) }),
);

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

// The list answers a tree (rows with their Children), not the factory's flat page.
export const getCommodityCategories = defineCall(categoryList.calls.list.path, {
  summary: 'Commodity categories of the site for the list page: paged over the top level, each with its Children',
  request: categoryQuery,
  response: listOf(categoryRow),
  readOnly: true,
  ...backstage,
});

export const {
  add: addCommodityCategory,
  getEdit: getEditCommodityCategory,
  edit: editCommodityCategory,
  delete: deleteCommodityCategory,
  detail: getCommodityCategoryById,
} = categoryList.calls;

/** The site list's calls with the tree list, which SiteListPage takes whole. */
export const commodityCategoryCalls = { ...categoryList.calls, list: getCommodityCategories };

export const getCommodityCategoriesByOneAllList = defineCall('/CommodityCategories/GetCommodityCategoriesByOneAllList', {
  summary: 'The whole tree of enabled commodity categories in one answer, for the category picker',
  request: siteSelectBody,
  response: z.array(categoryNode),
  access: 'granted',
  readOnly: true,
});
