import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from './orderWords.tsx';
import './texts.ts';

const KIND_COLORS = { Freight: 'blue', Surcharge: 'orange', Tax: 'purple', ValueAddedService: 'cyan' } as const;
/** A charge of a breakdown; one in another currency than the breakdown's names it. */
export interface Charge {
  Kind: keyof typeof KIND_COLORS;
  Code: string;
  Name: string;
  Amount: string;
  Explanation: string;
  CurrencyCode?: string;
}

/**
 * A price breakdown: each charge with its kind, amount and how the pricing engine reached it, and
 * the total. The wizard shows the one it is about to accept, the detail the one the order stores.
 */
export function Charges({ items, currency, total, note }: { items: readonly Charge[]; currency: string; total: string | null; note?: string }) {
  const { t } = useTranslation();
  return (
    <Table<Charge>
      size="small"
      pagination={false}
      rowKey={(item) => `${item.Kind}-${item.Code}`}
      dataSource={[...items]}
      scroll={{ x: 520 }}
      data-testid="order-charges"
      columns={[
        { dataIndex: 'Kind', width: 130, render: (kind: Charge['Kind']) => <Tag color={KIND_COLORS[kind]}>{t(`orders.kinds.${kind}`)}</Tag> },
        { dataIndex: 'Name', width: 160, render: (name: string, item) => (item.Kind === 'Freight' || item.Kind === 'Tax' ? t(`orders.kinds.${item.Kind}`) : name) },
        { dataIndex: 'Amount', title: t('orders.amount'), width: 130, align: 'right', render: (amount: string, item) => money(amount, item.CurrencyCode ?? currency) },
        { dataIndex: 'Explanation', title: t('orders.why') },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>{t('orders.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <Typography.Text strong data-testid="order-total">
              {total === null ? '-' : money(total, currency)}
            </Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3}>{note && <Typography.Text type="secondary">{note}</Typography.Text>}</Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
