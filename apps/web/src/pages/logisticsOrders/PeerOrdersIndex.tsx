import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { logisticsOrders as api } from '@lbo/contracts';
import { Card, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { useOrderActions } from './orderActions.tsx';
import { money, OrderStateTags, time, type OrderRow } from './orderWords.tsx';
import { PeerOrderForm } from './PeerOrderForm.tsx';
import { PeerOrderImport } from './PeerOrderImport.tsx';
import './texts.ts';

/** The site's peer orders only: the staff list's source filter, fixed. */
const PEER = { Source: api.OrderSource.Peer };

/**
 * Peer orders (GLOSSARY: orders entered for partner forwarders): the site's orders of source Peer,
 * entered by form or by Excel import; each row opens the order's detail and takes the order actions
 * its `Actions` allow, as on the logistics orders page.
 */
export default function PeerOrdersIndex() {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`orders.${key}`, params);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [open, setOpen] = useState<'add' | 'import' | null>(null);
  const { actions, dialog } = useOrderActions('backstage');

  return (
    <Card>
      <DataTable
        call={api.getOrders}
        params={PEER}
        rowKey="Id"
        storageKey="PeerOrdersIndex"
        visibleActions={3}
        fields={[
          { kind: 'custom', name: 'Numbers', label: text('numbers'), render: () => <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} placeholder={text('numbersHelp')} /> },
          { kind: 'custom', name: 'WarehouseId', label: text('warehouse'), render: () => <WarehouseSelect allowClear /> },
          { kind: 'text', name: 'MemberNumber', label: text('memberNumber') },
          { kind: 'text', name: 'Recipient', label: text('recipientSearch'), extra: true },
          { kind: 'dateRange', label: text('createdAt'), extra: true },
        ]}
        toolbar={[
          { key: 'add', label: t('splitPeer.addPeer'), icon: <PlusOutlined />, primary: true, permission: 'PeerOrder.Add', onClick: () => setOpen('add') },
          { key: 'import', label: t('splitPeer.importPeer'), icon: <UploadOutlined />, permission: 'PeerOrder.Import', onClick: () => setOpen('import') },
        ]}
        actions={[{ key: 'detail', label: text('detail'), onClick: (row: OrderRow) => setDetailId(row.Id) }, ...actions]}
        columns={[
          { dataIndex: 'SerialNumber', title: text('serialNumber'), width: 170, fixed: 'left', render: (n: string, row) => <a onClick={() => setDetailId(row.Id)}>{n}</a> },
          { key: 'States', title: text('orderStatus'), width: 200, render: (_: never, row) => <OrderStateTags row={row} /> },
          { key: 'Peer', title: t('splitPeer.peer'), width: 150, render: (_: never, r: OrderRow) => `${r.UserName} · ${r.MemberNumber}` },
          { key: 'Recipient', title: text('recipient'), width: 170, ellipsis: true, render: (_: never, r) => `${r.RecipientName} · ${r.RecipientCountryCode}` },
          { dataIndex: 'QuotationName', title: text('quotation'), width: 150, ellipsis: true },
          { dataIndex: 'WarehouseName', title: t('splitPeer.warehouse'), width: 110, ellipsis: true },
          { dataIndex: 'PieceCount', title: text('pieces'), width: 70, align: 'right' },
          { dataIndex: 'FareWeight', title: text('fareWeight'), width: 110, align: 'right' },
          { dataIndex: 'TotalAmount', title: text('total'), width: 120, align: 'right', render: (v: string, r) => money(v, r.CurrencyCode) },
          { dataIndex: 'CreationTime', title: text('createdAt'), width: 160, render: time },
        ]}
      />
      {open === 'add' && <PeerOrderForm onClose={() => setOpen(null)} />}
      {open === 'import' && <PeerOrderImport onClose={() => setOpen(null)} />}
      <OrderDetail side="backstage" id={detailId} onClose={() => setDetailId(null)} />
      {dialog}
    </Card>
  );
}
