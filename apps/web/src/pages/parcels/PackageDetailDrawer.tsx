import { parcels as api, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Flex, Image, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { DetailView } from '../../components/form/DetailView.tsx';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { packageActionName, packageStateName, time } from './lifecycleNames.ts';
import './texts.ts';

type Detail = ResponseOf<typeof api.getPackageById>;
type History = Detail['History'][number];

/** The fields a history row records, by their wire names, and the words naming them. */
const DETAIL_LABELS: Record<string, string> = {
  CourierNumber: 'courierNumber', CourierCompany: 'courierCompany', WarehouseName: 'warehouse', ProductName: 'product', Quantity: 'quantity', Price: 'price',
  PurchasePrice: 'purchasePrice', PurchaseCurrency: 'list.currency', ShopNo: 'shopNo', Remarks: 'remarks', Weight: 'weight', Length: 'length', Width: 'width',
  Height: 'height', VolumeWeight: 'volumeWeight', BillingWeight: 'billingWeight', Pictures: 'photos', ShelfCode: 'shelf', FromShelfCode: 'list.fromShelf',
  MemberNumber: 'memberNumber', UserName: 'customer', Reply: 'unknownList.reply',
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return String(value.length);
  if (typeof value === 'object') {
    const change = value as { Before?: unknown; After?: unknown };
    return 'After' in change ? `${shown(change.Before)} → ${shown(change.After)}` : JSON.stringify(value);
  }
  return String(value as string | number | boolean);
};
/** A parcel: its photos, measurements, shelf, owner and the history of its states. */
export function PackageDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`parcels.${key}`);
  const detail = useQuery({ queryKey: [api.getPackageById.path, id], queryFn: () => callApi(api.getPackageById, { Id: id! }), enabled: id !== null });
  const record = id === null ? undefined : detail.data;
  return (
    <Drawer open={id !== null && Boolean(record)} onClose={onClose} title={record?.CourierNumber} size="large" styles={{ wrapper: { maxWidth: '100vw' } }}>
      {record && (
        <Flex vertical gap={16}>
          <DetailView
            column={{ xs: 1, sm: 2 }}
            record={record}
            groups={[
              {
                key: 'basics',
                title: label('list.basics'),
                fields: [
                  { key: 'CourierNumber', label: label('courierNumber') },
                  { key: 'CourierCompany', label: label('courierCompany') },
                  { key: 'PackageStatus', label: label('status'), value: { type: 'custom', render: (_, r) => <Tag color="blue">{packageStateName(r.PackageStatus)}</Tag> } },
                  { key: 'IsCompleted', label: label('completed'), value: { type: 'custom', render: (_, r) => (r.IsCompleted ? label('isCompleted') : label('notCompleted')) } },
                  { key: 'WarehouseName', label: label('warehouse') },
                  { key: 'ProductName', label: label('product') },
                  { key: 'Quantity', label: label('quantity') },
                  { key: 'Price', label: label('price'), value: { type: 'decimal' } },
                  { key: 'PurchasePrice', label: label('purchasePrice'), value: { type: 'custom', render: (_, r) => (r.PurchasePrice ? `${r.PurchasePrice} ${r.PurchaseCurrency}` : '-') } },
                  { key: 'ShopNo', label: label('shopNo') },
                  { key: 'LogisticsSerialNumber', label: label('logisticsNumber') },
                  { key: 'Remarks', label: label('remarks') },
                ],
              },
              {
                key: 'owner',
                title: label('list.owner'),
                fields: [
                  { key: 'UserName', label: label('customer'), value: { type: 'custom', render: (_, r) => (r.UserId === null ? <Tag color="orange">{label('unknown')}</Tag> : r.UserName) } },
                  { key: 'MemberNumber', label: label('memberNumber') },
                ],
              },
              {
                key: 'measurements',
                title: label('list.measurements'),
                fields: [
                  { key: 'Weight', label: label('weight'), value: { type: 'decimal' } },
                  { key: 'Length', label: label('dimensions'), value: { type: 'custom', render: (_, r) => (r.Length ? `${r.Length} × ${r.Width} × ${r.Height}` : '-') } },
                  { key: 'VolumeWeight', label: label('volumeWeight'), value: { type: 'decimal' } },
                  { key: 'BillingWeight', label: label('billingWeight'), value: { type: 'decimal' } },
                  { key: 'ShelfCode', label: label('shelf') },
                  { key: 'DaysOnShelf', label: label('daysOnShelf') },
                  { key: 'SignedTime', label: label('signedTime'), value: { type: 'date' } },
                  { key: 'ShelvedTime', label: label('shelvedTime'), value: { type: 'date' } },
                  { key: 'CreationTime', label: label('createdAt'), value: { type: 'date' } },
                ],
              },
            ]}
          />
          <Typography.Title level={5}>{label('photos')}</Typography.Title>
          {record.Pictures.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Image.PreviewGroup>
              <Flex gap={8} wrap>
                {record.Pictures.map((address) => (
                  <Image key={address} src={fileUrl(address)} width={104} height={104} style={{ objectFit: 'cover' }} alt="" />
                ))}
              </Flex>
            </Image.PreviewGroup>
          )}
          <Typography.Title level={5}>{label('list.history')}</Typography.Title>
          <Table
            size="small"
            rowKey={(row) => `${row.CreationTime}-${row.Action}`}
            dataSource={record.History}
            pagination={false}
            scroll={{ x: 720 }}
            columns={[
              { dataIndex: 'CreationTime', title: label('list.time'), width: 170, render: time },
              { dataIndex: 'Action', title: label('list.action'), width: 130, render: (action: string) => packageActionName(action) },
              { key: 'states', title: `${label('list.from')} → ${label('list.to')}`, width: 180, render: (_: unknown, r: History) => `${packageStateName(r.FromState) || '-'} → ${packageStateName(r.ToState) || '-'}` },
              { dataIndex: 'ActorName', title: label('list.by'), width: 120, render: (name: string) => name || label('list.system') },
              {
                dataIndex: 'Details',
                title: label('detail'),
                render: (d: Record<string, unknown>) =>
                  Object.entries(d)
                    .filter(([, v]) => v !== null && v !== undefined && v !== '')
                    .map(([k, v]) => `${DETAIL_LABELS[k] ? label(DETAIL_LABELS[k]) : k}: ${shown(v)}`)
                    .join(' · '),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
