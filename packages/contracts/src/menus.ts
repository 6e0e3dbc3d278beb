import { z } from 'zod';
import { defineCall } from './call.ts';

export interface MenuNode {
  Name: string;
  Path: string;
  Router: string;
  Icon: string;
  Invisible: boolean;
  Children: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode, MenuNode> = z.lazy(() =>
  z.object({
    Name: z.string(),
    Path: z.string(),
    Router: z.string(),
    Icon: z.string(),
    Invisible: z.boolean(),
    Children: z.array(menuNode),
  }),
);

export const getCurrentUserMenus = defineCall('/Menus/GetCurrentUserMenus', {
  summary: "The menu tree the signed-in user's roles grant (the shell builds routes from it)",
  request: z.object({}).optional(),
  response: z.object({ Children: z.array(menuNode) }),
  access: 'session',
});
