import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useSelectableSites } from './useSiteChoice.ts';
import { choosesValue } from '../form/placeholders.ts';

export interface SiteSelectProps {
  value?: number | number[] | null;
  onChange?: (value: never) => void;
  multiple?: boolean;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A choice among the sites the caller may name: the site a page works on (platform staff, next to
 * `useSiteChoice`) or a form field (Form.Item feeds `value`/`onChange`).
 */
export function SiteSelect({ value, onChange, multiple, style, ...rest }: SiteSelectProps) {
  const sites = useSelectableSites();
  return (
    <Select
      {...rest}
      style={{ minWidth: 240, ...style }}
      mode={multiple ? 'multiple' : undefined}
      loading={sites.loading}
      value={value ?? undefined}
      onChange={onChange as (value: unknown) => void}
      options={sites.list.map((s) => ({ value: s.Id, label: s.Name }))}
      optionFilterProp="label"
    />
  );
}

choosesValue(SiteSelect);
