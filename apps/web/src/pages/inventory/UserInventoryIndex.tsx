import { inventory as api } from '@lbo/contracts';
import { Card, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { EarlyWarningDialog, MovementsTable, quantityColumns, time, WarningTag, type InventoryRow } from './inventoryParts.tsx';
import './texts.ts';

/** My inventory: the customer's stock per commodity and warehouse, its ledger, and the early warning they set. */
export default function UserInventoryIndex() {
  const { t } = useTranslation();
  const label = (key: string) => t(`inventory.${key}`);
  const [warning, setWarning] = useState<InventoryRow | null>(null);
  const [ledgerOf, setLedgerOf] = useState<InventoryRow | null>(null);
  return (
    <Card>
      <DataTable
        call={api.getUserInventory}
        rowKey={(r) => `${r.CommodityId}:${r.WarehouseId}`}
        storageKey="UserInventoryIndex"
        card={{ title: 'CommoditySku', tag: 'warning', fields: ['CommodityName', 'WarehouseName', 'AvailableQuantity', 'FrozenQuantity', 'DefectiveQuantity', 'InTransitQuantity'], onOpen: setLedgerOf }}
        fields={[
          { kind: 'text', name: 'Content', label: label('content') },
          { kind: 'custom', name: 'WarehouseId', label: label('warehouse'), render: () => <WarehouseSelect allowClear /> },
          { kind: 'select', name: 'BelowWarning', label: label('belowWarning'), options: [{ value: true, label: label('yes') }, { value: false, label: label('no') }] },
        ]}
        actions={[
          { key: 'movements', label: label('movements'), onClick: (row: InventoryRow) => setLedgerOf(row) },
          { key: 'warning', label: label('setWarning'), permission: 'UserInventory.EarlyWarning', onClick: (row: InventoryRow) => setWarning(row) },
        ]}
        columns={[
          { dataIndex: 'CommodityCode', title: label('code'), width: 130, fixed: 'left', render: (code: string, row) => <a onClick={() => setLedgerOf(row)}>{code}</a> },
          { dataIndex: 'CommoditySku', title: label('sku'), width: 130 },
          { dataIndex: 'CommodityName', title: label('name'), width: 160, ellipsis: true },
          { dataIndex: 'WarehouseName', title: label('warehouse'), width: 130 },
          ...quantityColumns<InventoryRow>(t),
          { key: 'warning', title: label('earlyWarning'), width: 100, align: 'right', render: (_: never, row) => <WarningTag row={row} /> },
          { dataIndex: 'UpdateTime', title: label('updatedAt'), width: 170, render: time },
        ]}
      />
      <Drawer open={ledgerOf !== null} onClose={() => setLedgerOf(null)} size={Math.min(900, window.innerWidth)} title={ledgerOf ? `${ledgerOf.CommoditySku} · ${ledgerOf.WarehouseName}` : ''}>
        {ledgerOf && <MovementsTable call={api.getUserStockMovements} commodityId={ledgerOf.CommodityId} warehouseId={ledgerOf.WarehouseId} />}
      </Drawer>
      {warning && <EarlyWarningDialog call={api.setUserEarlyWarningQuantity} row={warning} onClose={() => setWarning(null)} />}
    </Card>
  );
}
