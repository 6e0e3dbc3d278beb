import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import Fuse from 'fuse.js';
import { ROUTE_SEARCH } from '@lbo/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pageRoutes, visibleRoutes, type AppRoute } from './routeBuilder.ts';

export interface SearchEntry {
  title: string;
  path: string;
}

/** Fuzzy search over the visible routes with titles (spec: threshold 0.4, title 0.7, path 0.3, pattern ≤ 32). */
export function searchRoutes(entries: readonly SearchEntry[], pattern: string): SearchEntry[] {
  const fuse = new Fuse(entries, {
    threshold: ROUTE_SEARCH.threshold,
    keys: [
      { name: 'title', weight: ROUTE_SEARCH.titleWeight },
      { name: 'path', weight: ROUTE_SEARCH.pathWeight },
    ],
  });
  return fuse.search(pattern.slice(0, ROUTE_SEARCH.maxPatternLength)).map((r) => r.item);
}

export function RouteSearch({ routes }: { routes: AppRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pattern, setPattern] = useState('');
  const entries = useMemo(
    () => [{ title: t('route.dashboard'), path: '/dashboard' }, ...pageRoutes(visibleRoutes(routes)).map((r) => ({ title: t(r.title), path: r.path }))],
    [routes, t],
  );
  const results = pattern ? searchRoutes(entries, pattern) : [];
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setPattern }}
      value={null}
      placeholder={t('navbar.search')}
      suffixIcon={<SearchOutlined />}
      style={{ width: 200 }}
      options={results.map((r) => ({ value: r.path, label: r.title }))}
      onChange={(path: string) => {
        setPattern('');
        navigate(path);
      }}
      notFoundContent={null}
      data-testid="route-search"
    />
  );
}
