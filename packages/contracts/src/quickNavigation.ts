import { z } from 'zod';
import { defineCall } from './call.ts';
import { nothing, requiredText } from './common.ts';

const path = requiredText(255);
export const quickNavigationItem = z.object({ Path: z.string(), Sort: z.int32() });

export const getQuickNavigations = defineCall('/QuickNavigation/GetQuickNavigations', {
  summary: "The signed-in user's quick navigation entries, in order",
  request: z.object({}).optional(),
  response: z.array(quickNavigationItem),
  access: 'granted',
  readOnly: true,
});

export const addQuickNavigation = defineCall('/QuickNavigation/AddQuickNavigation', {
  summary: 'Add a path (or route name) to quick navigation; adding one already there changes nothing',
  request: z.object({ Path: path }),
  response: nothing,
  access: 'granted',
});

export const deleteQuickNavigation = defineCall('/QuickNavigation/DeleteQuickNavigation', {
  summary: 'Remove a path from quick navigation',
  request: z.object({ Path: path }),
  response: nothing,
  access: 'granted',
});

export const batchSaveQuickNavigation = defineCall('/QuickNavigation/BatchSaveQuickNavigation', {
  summary: 'Replace the whole quick navigation list (its order is the order given)',
  request: z.object({ Paths: z.array(path).max(100) }),
  response: nothing,
  access: 'granted',
});
