import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery } from './common.ts';

export interface OrganizeNode {
  Id: number;
  Name: string;
  HasChildren: boolean;
  Children: OrganizeNode[];
}
export const organizeNode: z.ZodType<OrganizeNode, OrganizeNode> = z.lazy(() =>
  z.object({ Id: z.number().int(), Name: z.string(), HasChildren: z.boolean(), Children: z.array(organizeNode) }),
);

export const getSelectUserOrganizes = defineCall('/Organizes/GetSelectUserOrganizes', {
  summary: 'The organisation tree of the site users, whole, for the organisation picker',
  request: pagedQuery,
  response: listOf(organizeNode),
  access: 'granted',
  populations: ['backstage'],
});

export const getSelectBackstageOrganizes = defineCall('/Organizes/GetSelectBackstageOrganizes', {
  summary: 'The organisation tree of the back-office staff, whole, for the organisation picker',
  request: pagedQuery,
  response: listOf(organizeNode),
  access: 'granted',
  populations: ['backstage'],
});
