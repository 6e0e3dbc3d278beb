import { transferPlans as api } from '@lbo/contracts';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { alone, inLanguage } from '../../lib/contractWords.ts';
import './texts.ts';

export type PlanDetail = api.TransferPlanDetail;
export type PlanRow = api.TransferPlanRow;

export const useLabel = () => {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`transferPlans.${key}`, values);
};

const STATUS_COLORS: Record<number, string> = {
  [api.TransferPlanStatus.Draft]: 'default',
  [api.TransferPlanStatus.Dispatched]: 'orange',
  [api.TransferPlanStatus.Received]: 'green',
  [api.TransferPlanStatus.Cancelled]: 'red',
};
export const statusName = (status: number) => alone(inLanguage(api.transferPlanLifecycle.names.states[status as api.TransferPlanStatus]));
export const StatusTag = ({ status }: { status: number }) => <Tag color={STATUS_COLORS[status]}>{statusName(status)}</Tag>;
export const statusOptions = () => api.TRANSFER_PLAN_STATUSES.map((value) => ({ value, label: statusName(value) }));

/** The plan's detail query, shared by the drawer and what reloads it. */
export const planKey = (id: number | null) => [api.getTransferPlanById.path, id] as const;

/** A plan's lines: parcels one by one, commodity quantities; received ones marked. */
export function LinesTable({ lines, title }: { lines: readonly api.TransferLine[]; title?: string }) {
  const label = useLabel();
  return (
    <Table
      size="small"
      rowKey="Id"
      pagination={false}
      title={title ? () => title : undefined}
      dataSource={[...lines]}
      scroll={{ x: 720 }}
      columns={[
        { dataIndex: 'Kind', title: label('kind'), width: 90, render: (k: string) => (k === api.TransferLineKind.Package ? label('kindPackage') : label('kindCommodity')) },
        { dataIndex: 'Number', title: label('code'), width: 180 },
        { dataIndex: 'Sku', title: label('sku'), width: 120 },
        { dataIndex: 'Name', title: label('name'), width: 140 },
        { dataIndex: 'UserName', title: label('customer'), width: 110 },
        { dataIndex: 'ShelfCode', title: label('shelf'), width: 100 },
        { dataIndex: 'Quantity', title: label('quantity'), width: 80, align: 'right' },
        { dataIndex: 'Received', title: label('received'), width: 100, render: (r: boolean) => (r ? <Tag color="green">{label('yes')}</Tag> : <Tag>{label('no')}</Tag>) },
      ]}
    />
  );
}

