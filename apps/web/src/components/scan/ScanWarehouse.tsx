import { Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage.ts';
import { WarehouseSelect, useWarehouses } from '../pickers/WarehouseSelect.tsx';
import './texts.ts';

/** The warehouse a scan screen works in, remembered on this computer; the only one when there is one. */
export function useScanWarehouse() {
  const [warehouseId, setWarehouseId] = useState<number | null>(() => readJson<number | null>(STORAGE_KEYS.scanWarehouse, null));
  const warehouses = useWarehouses(null);
  const list = warehouses.data;
  useEffect(() => {
    if (!list) return;
    // A remembered warehouse that is no longer available is forgotten.
    if (warehouseId !== null && !list.some((w) => w.Id === warehouseId)) setWarehouseId(null);
    else if (warehouseId === null && list.length === 1) setWarehouseId(list[0]!.Id);
  }, [list, warehouseId]);
  const choose = (id: number | null) => {
    setWarehouseId(id);
    writeJson(STORAGE_KEYS.scanWarehouse, id);
  };
  return { warehouseId, choose };
}

export function ScanWarehouseChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text strong>{t('scan.warehouse')}</Typography.Text>
      <WarehouseSelect value={value} onChange={onChange as (v: never) => void} placeholder={t('scan.chooseWarehouse')} style={{ width: 280 }} />
    </Flex>
  );
}
