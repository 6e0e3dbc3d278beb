import { warehouse, warehousePartitions } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import './texts.ts';
import { choosesValue } from '../form/placeholders.ts';

interface ChoiceProps {
  value?: number | number[] | null;
  onChange?: (value: never) => void;
  multiple?: boolean;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
}

/** The warehouses of a site available to the caller (SiteJoinWarehouse): enabled ones, or every one with `includeDisabled` (filters, old records). */
export function useWarehouses(siteId: number | null | undefined, includeDisabled = false) {
  const call = includeDisabled ? warehouse.getAllWarehouses : warehouse.getSiteJoinWarehouseBySiteId;
  return useQuery({ queryKey: [call.path, siteId ?? null], queryFn: () => callApi(call, siteId ? { SiteId: siteId } : {}, { silent: true }) });
}

/** The enabled partitions of a site's available warehouses, or of one warehouse. */
export function usePartitions(siteId: number | null | undefined, warehouseId: number | null | undefined) {
  const call = warehousePartitions.getWarehousePartitionBySiteId;
  return useQuery({
    queryKey: [call.path, siteId ?? null, warehouseId ?? null],
    queryFn: () => callApi(call, { ...(siteId ? { SiteId: siteId } : {}), ...(warehouseId ? { WarehouseId: warehouseId } : {}) }, { silent: true }),
  });
}

/** A warehouse (or several) of a site; disabled ones are offered only with `includeDisabled`, tagged. */
export function WarehouseSelect({ siteId, includeDisabled, multiple, value, onChange, style, ...rest }: ChoiceProps & { siteId?: number | null; includeDisabled?: boolean }) {
  const { t } = useTranslation();
  const list = useWarehouses(siteId, includeDisabled);
  return (
    <Select
      {...rest}
      style={{ width: '100%', ...style }}
      mode={multiple ? 'multiple' : undefined}
      loading={list.isLoading}
      value={value ?? undefined}
      onChange={onChange as (value: unknown) => void}
      optionFilterProp="label"
      notFoundContent={list.isError ? t('pickers.loadFailed') : undefined}
      options={(list.data ?? []).map((w) => ({ value: w.Id, label: w.Code ? `${w.Name} (${w.Code})` : w.Name, enabled: w.IsEnabled }))}
      optionRender={(option) => (
        <>
          {option.label} {option.data.enabled ? null : <Tag>{t('pickers.disabled')}</Tag>}
        </>
      )}
    />
  );
}

/** An enabled partition of a warehouse (or of the site's warehouses when none is given). */
export function PartitionSelect({ siteId, warehouseId, value, onChange, style, ...rest }: ChoiceProps & { siteId?: number | null; warehouseId?: number | null }) {
  const { t } = useTranslation();
  const list = usePartitions(siteId, warehouseId);
  return (
    <Select
      {...rest}
      style={{ width: '100%', ...style }}
      loading={list.isLoading}
      value={value ?? undefined}
      onChange={onChange as (value: unknown) => void}
      optionFilterProp="label"
      notFoundContent={list.isError ? t('pickers.loadFailed') : undefined}
      options={(list.data ?? []).map((p) => ({ value: p.Id, label: warehouseId ? p.Name : `${p.WarehouseName} / ${p.Name}` }))}
    />
  );
}

choosesValue(WarehouseSelect, PartitionSelect);
