import { inventory as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Drawer, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { ShelvesPicker, UserPicker } from '../../components/pickers/pickers.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { pickedId, type QueryField } from '../../components/query/queryRules.ts';
import { DataTable, type DataColumn } from '../../components/table/DataTable.tsx';
import { EarlyWarningDialog, MovementsTable, quantityColumns, time, WarningTag, type InventoryRow } from './inventoryParts.tsx';
import { AdjustDialog, FreezeDialog, MoveShelfDialog, StockTakeDialog, type Place, type StockAction } from './StockDialogs.tsx';
import './texts.ts';

type Open = { kind: 'warning'; row: InventoryRow } | { kind: 'stockTake' } | { kind: StockAction; row: InventoryRow; place: Place } | null;

/**
 * Inventory (staff): the site's stock per commodity and warehouse with its six quantities and early
 * warning; a row opens its shelves (each with freeze, unfreeze, adjust and shelf move) and its
 * ledger. A second tab lists the stocks below their early warning. Every change is one ledger event.
 */
export default function InventoryIndex() {
  const { t } = useTranslation();
  const label = (key: string) => t(`inventory.${key}`);
  const [open, setOpen] = useState<Open>(null);
  const [stockOf, setStockOf] = useState<InventoryRow | null>(null);
  const close = () => setOpen(null);
  const places = useQuery({
    queryKey: [api.getInventoryShelves.path, stockOf?.CommodityId, stockOf?.WarehouseId],
    enabled: stockOf !== null,
    queryFn: () => callApi(api.getInventoryShelves, { CommodityId: stockOf!.CommodityId, WarehouseId: stockOf!.WarehouseId }),
  });
  const { refetch } = places;
  // An explicit refetch runs even while the query is disabled: only open shelves are read again.
  useEffect(() => onDataChanged(() => void (stockOf !== null && refetch())), [refetch, stockOf]);

  const columns: DataColumn<InventoryRow>[] = [
    { dataIndex: 'CommodityCode', title: label('code'), width: 130, fixed: 'left', render: (code: string, row) => <a onClick={() => setStockOf(row)}>{code}</a> },
    { dataIndex: 'CommoditySku', title: label('sku'), width: 130 },
    { dataIndex: 'CommodityName', title: label('name'), width: 160, ellipsis: true },
    { dataIndex: 'UserName', title: label('customer'), width: 120 },
    { dataIndex: 'WarehouseName', title: label('warehouse'), width: 130 },
    ...quantityColumns<InventoryRow>(t),
    { key: 'warning', title: label('earlyWarning'), width: 100, align: 'right', render: (_: never, row) => <WarningTag row={row} /> },
    { dataIndex: 'UpdateTime', title: label('updatedAt'), width: 170, render: time },
  ];
  const fields: QueryField[] = [
    { kind: 'text', name: 'Content', label: label('content') },
    { kind: 'custom', name: 'WarehouseId', label: label('warehouse'), render: () => <WarehouseSelect allowClear /> },
    { kind: 'custom', name: 'UserId', label: label('customer'), render: () => <UserPicker accountType={2} />, sent: pickedId },
    // Stock lying on this shelf: the row still sums every place of the commodity in the warehouse.
    { kind: 'custom', name: 'ShelfId', label: label('shelf'), render: () => <ShelvesPicker />, sent: pickedId },
  ];
  const rowActions = [
    { key: 'places', label: label('places'), onClick: (row: InventoryRow) => setStockOf(row) },
    { key: 'warning', label: label('setWarning'), permission: 'Inventory.EarlyWarning', onClick: (row: InventoryRow) => setOpen({ kind: 'warning', row }) },
  ];
  return (
    <Card>
      <Tabs
        items={[
          {
            key: 'stock',
            label: label('stock'),
            children: (
              <DataTable
                call={api.getInventory}
                rowKey={(r) => `${r.CommodityId}:${r.WarehouseId}`}
                storageKey="InventoryIndex"
                fields={[...fields, { kind: 'select', name: 'BelowWarning', label: label('belowWarning'), options: [{ value: true, label: label('yes') }, { value: false, label: label('no') }] }]}
                toolbar={[{ key: 'stockTake', label: label('stockTake'), primary: true, permission: 'Inventory.StockTake', onClick: () => setOpen({ kind: 'stockTake' }) }]}
                actions={rowActions}
                columns={columns}
              />
            ),
          },
          {
            key: 'warnings',
            label: label('warnings'),
            children: <DataTable call={api.getEarlyWarnings} rowKey={(r) => `${r.CommodityId}:${r.WarehouseId}`} fields={fields} actions={rowActions} columns={columns} />,
          },
        ]}
      />
      <Drawer open={stockOf !== null} onClose={() => setStockOf(null)} size={Math.min(1000, window.innerWidth)} title={stockOf ? `${stockOf.CommoditySku} · ${stockOf.CommodityName} · ${stockOf.WarehouseName}` : ''}>
        {stockOf && (
          <>
            <DataTable
              rows={places.data ?? []}
              loading={places.isFetching}
              rowKey="StockId"
              visibleActions={4}
              actions={[
                { key: 'freeze', label: label('freeze'), permission: 'Inventory.Freeze', hidden: (p: Place) => p.AvailableQuantity === 0, onClick: (place: Place) => setOpen({ kind: 'freeze', row: stockOf, place }) },
                { key: 'unfreeze', label: label('unfreeze'), permission: 'Inventory.Freeze', hidden: (p: Place) => p.FrozenQuantity === 0, onClick: (place: Place) => setOpen({ kind: 'unfreeze', row: stockOf, place }) },
                { key: 'adjust', label: label('adjust'), permission: 'Inventory.Adjust', onClick: (place: Place) => setOpen({ kind: 'adjust', row: stockOf, place }) },
                { key: 'moveShelf', label: label('moveShelf'), permission: 'Inventory.MoveShelf', hidden: (p: Place) => p.TotalQuantity === 0, onClick: (place: Place) => setOpen({ kind: 'moveShelf', row: stockOf, place }) },
              ]}
              columns={[{ dataIndex: 'ShelvesNumber', title: label('shelf'), width: 120, render: (n: string) => n || label('notOnShelf') }, ...quantityColumns<Place>(t)]}
            />
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              {label('movements')}
            </Typography.Title>
            <MovementsTable call={api.getStockMovements} commodityId={stockOf.CommodityId} warehouseId={stockOf.WarehouseId} />
          </>
        )}
      </Drawer>
      {open?.kind === 'warning' && <EarlyWarningDialog call={api.setEarlyWarningQuantity} row={open.row} onClose={close} />}
      {open?.kind === 'stockTake' && <StockTakeDialog onClose={close} />}
      {open?.kind === 'freeze' && <FreezeDialog undo={false} row={open.row} place={open.place} onClose={close} />}
      {open?.kind === 'unfreeze' && <FreezeDialog undo row={open.row} place={open.place} onClose={close} />}
      {open?.kind === 'adjust' && <AdjustDialog row={open.row} place={open.place} onClose={close} />}
      {open?.kind === 'moveShelf' && <MoveShelfDialog row={open.row} place={open.place} onClose={close} />}
    </Card>
  );
}
