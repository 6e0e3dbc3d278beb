import { Cascader, Typography } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { globalCountries, REGION_CASCADE_MAX_LEVELS } from '@lbo/contracts';
import { callApi } from '../../api/client.ts';
import './texts.ts';
import { choosesValue } from '../form/placeholders.ts';

export type RegionNode = globalCountries.RegionNode;
/** The regions under a region; the countries when `parentId` is absent. */
export type RegionLoader = (parentId?: number) => Promise<RegionNode[]>;

interface RegionOption {
  value: number;
  label: string;
  /** 1 country, 2 province, 3 city, 4 county, 5 town */
  level: number;
  isLeaf: boolean;
  region: RegionNode;
  children?: RegionOption[];
}

export interface RegionCascaderProps {
  /** the Ids from the country down */
  value?: number[];
  onChange?: (ids: number[], regions: RegionNode[]) => void;
  load?: RegionLoader;
  /** a region above the last level may be chosen too */
  changeOnSelect?: boolean;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

const loadFromServer: RegionLoader = (ParentId) => callApi(globalCountries.getRegionsByParentId, ParentId ? { ParentId } : {}, { silent: true });

// A region of the last level is a leaf whatever the server says: the cascade stops there.
const toOptions = (regions: RegionNode[], level: number): RegionOption[] =>
  regions.map((region) => ({ value: region.Id, label: region.Name, level, region, isLeaf: !region.HasChildren || level >= REGION_CASCADE_MAX_LEVELS }));

function withChildren(options: RegionOption[], path: number[], children: RegionOption[]): RegionOption[] {
  const [head, ...rest] = path;
  return options.map((o) => (o.value !== head ? o : { ...o, children: rest.length === 0 ? children : withChildren(o.children ?? [], rest, children) }));
}

/** Region cascade (country, province, city, county, town): each level is loaded by its parent's Id when opened. */
export function RegionCascader({ value, onChange, load = loadFromServer, changeOnSelect, id, placeholder, disabled, style }: RegionCascaderProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [error, setError] = useState<string>();
  // The value the cascade starts with: its path is loaded once so its names show.
  const initialValue = useRef(value);

  useEffect(() => {
    let current = true;
    (async () => {
      const roots = toOptions(await load(), 1);
      let level = roots;
      for (const id of (initialValue.current ?? []).slice(0, -1)) {
        const option = level.find((o) => o.value === id);
        if (!option || option.isLeaf) break;
        option.children = toOptions(await load(id), option.level + 1);
        level = option.children;
      }
      if (current) setOptions(roots);
    })().catch((e: unknown) => current && setError(e instanceof Error && e.message ? e.message : t('pickers.loadFailed')));
    return () => {
      current = false;
    };
  }, [load, t]);

  return (
    <Cascader<RegionOption>
      id={id}
      style={style}
      disabled={disabled}
      placeholder={placeholder ?? t('pickers.titles.region')}
      options={options}
      value={value}
      changeOnSelect={changeOnSelect}
      status={error ? 'error' : undefined}
      notFoundContent={error ? <Typography.Text type="danger">{error}</Typography.Text> : undefined}
      showSearch={false}
      loadData={(selected) => {
        const target = selected.at(-1);
        if (!target || target.isLeaf) return;
        load(target.value).then(
          (regions) => setOptions((before) => withChildren(before, selected.map((o) => o.value), toOptions(regions, target.level + 1))),
          (e: unknown) => setError(e instanceof Error && e.message ? e.message : t('pickers.loadFailed')),
        );
      }}
      onChange={(ids, selected) => onChange?.((ids ?? []) as number[], (selected ?? []).map((o) => o.region))}
    />
  );
}

choosesValue(RegionCascader);
