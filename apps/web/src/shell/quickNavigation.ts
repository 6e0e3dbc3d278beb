import { useQuery, useQueryClient } from '@tanstack/react-query';
import { quickNavigation } from '@lbo/contracts';
import { callApi } from '../api/client.ts';

const KEY = ['shell', 'quickNavigation'] as const;

/**
 * Quick navigation entries (by path for sidebar items, by route name for tags); read once for the
 * sidebar, the tags and the dashboard together, and again after each change.
 */
export function useQuickNavigation() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, staleTime: Infinity, queryFn: () => callApi(quickNavigation.getQuickNavigations, {}, { silent: true }) });
  const paths = new Set((list.data ?? []).map((q) => q.Path));
  const toggle = async (path: string) => {
    await (paths.has(path) ? callApi(quickNavigation.deleteQuickNavigation, { Path: path }) : callApi(quickNavigation.addQuickNavigation, { Path: path }));
    await queryClient.invalidateQueries({ queryKey: KEY });
  };
  return { items: list.data ?? [], has: (path: string) => paths.has(path), toggle };
}
