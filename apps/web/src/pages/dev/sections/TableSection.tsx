import { DeleteOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RowAction, ToolbarButton } from '../../../components/table/actions.tsx';
import { DataTable, type DataColumn } from '../../../components/table/DataTable.tsx';

/** The column set shared by this table and the query section's column setter. */
export const GALLERY_PARCEL_COLUMNS = 'gallery-parcels';

interface Parcel {
  Id: number;
  TrackingNumber: string;
  Warehouse: 'shenzhen' | 'hongKong';
  Shelf: string;
  Weight: string;
  DeclaredValue: string;
  /** Not quoted yet: no freight figure. */
  Freight: string;
  Abnormal: boolean;
  ReceivedAt: string;
}

const PARCELS: Parcel[] = Array.from({ length: 24 }, (_, i) => ({
  Id: i + 1,
  TrackingNumber: `${['SF', 'YT', 'JD', 'ZTO'][i % 4]}${(7_310_045_218 + i * 7919).toString()}`,
  Warehouse: i % 3 === 0 ? 'hongKong' : 'shenzhen',
  Shelf: `${'ABC'[i % 3]}-${String((i % 8) + 1).padStart(2, '0')}-${String((i % 5) + 1).padStart(2, '0')}`,
  Weight: ((i * 0.731 + 0.125) % 12).toFixed(3),
  DeclaredValue: ((i * 13.37 + 9.99) % 300).toFixed(2),
  Freight: '—',
  Abnormal: i % 7 === 3,
  ReceivedAt: `2026-03-${String((i % 27) + 1).padStart(2, '0')} ${String(8 + (i % 10)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`,
}));

/** The sample parcel list's columns (the query section's setter offers the same ones). */
export function parcelColumns(t: TFunction): DataColumn<Parcel>[] {
  return [
    { dataIndex: 'TrackingNumber', title: t('table.sample.trackingNumber'), required: true, fixed: 'left' },
    { dataIndex: 'Warehouse', title: t('table.sample.warehouse'), render: (w: Parcel['Warehouse']) => t(w === 'shenzhen' ? 'table.sample.warehouseShenzhen' : 'table.sample.warehouseHongKong') },
    { dataIndex: 'Shelf', title: t('table.sample.shelf'), required: true },
    {
      dataIndex: 'Weight',
      title: t('table.sample.weight'),
      align: 'right',
      sum: true,
      sorter: (a, b) => Number(a.Weight) - Number(b.Weight),
      sortLast: (p) => p.Abnormal,
    },
    { dataIndex: 'DeclaredValue', title: t('table.sample.declaredValue'), align: 'right', sum: true },
    { dataIndex: 'Freight', title: t('table.sample.freight'), align: 'right', sum: true },
    { dataIndex: 'Abnormal', key: 'Status', title: t('table.sample.status'), render: (abnormal: boolean) => (abnormal ? <Tag color="red">{t('table.sample.abnormal')}</Tag> : <Tag color="green">{t('table.sample.inStock')}</Tag>) },
    { dataIndex: 'ReceivedAt', title: t('table.sample.receivedAt') },
  ];
}

/** Gallery: parcels in stock with selection across pages, 6 toolbar buttons and 6 row actions (overflow), sums, judged sort and column settings. */
export function TableSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const done = (action: string, count: number) => void message.success(t('table.sample.done', { action, count }));
  const button = (key: 'putOnShelf' | 'takeOffShelf' | 'pack' | 'printLabel' | 'export' | 'markAbnormal', extra: Partial<ToolbarButton<Parcel>> = {}): ToolbarButton<Parcel> => ({
    key,
    label: t(`table.sample.${key}`),
    mustSelect: true,
    onClick: (rows) => done(t(`table.sample.${key}`), rows.length),
    ...extra,
  });
  const action = (key: 'detail' | 'edit' | 'weigh' | 'photos' | 'history' | 'remove', extra: Partial<RowAction<Parcel>> = {}): RowAction<Parcel> => ({
    key,
    label: t(`table.sample.${key}`),
    onClick: () => done(t(`table.sample.${key}`), 1),
    ...extra,
  });

  return (
    <>
      <Typography.Paragraph type="secondary">{t('table.sample.sortNote')}</Typography.Paragraph>
      <DataTable
        rows={PARCELS}
        rowKey="Id"
        columns={parcelColumns(t)}
        selection="multiple"
        preserveSelection
        storageKey={GALLERY_PARCEL_COLUMNS}
        toolbar={[
          button('putOnShelf', { primary: true }),
          button('takeOffShelf'),
          button('pack'),
          button('printLabel', { icon: <PrinterOutlined /> }),
          button('export', { mustSelect: false, onClick: () => done(t('table.sample.export'), PARCELS.length) }),
          button('markAbnormal', { danger: true }),
        ]}
        actions={[
          action('detail'),
          action('edit'),
          action('weigh'),
          action('photos'),
          action('history'),
          action('remove', { danger: true, icon: <DeleteOutlined />, confirm: t('table.sample.removeConfirm') }),
        ]}
      />
    </>
  );
}
