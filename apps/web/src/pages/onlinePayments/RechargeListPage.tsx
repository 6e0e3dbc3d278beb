import { onlinePayments as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Descriptions, Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { RechargeStateTag, time, useNamed, useProviderName } from './rechargeWords.tsx';
import './texts.ts';

type RechargeSide = api.RechargeSide;
type Row = RowOf<typeof api.getRecharges>;

/**
 * Recharge records of either side: the customer's own (also in the phone portal) or the site's for
 * staff. Filters by state, provider, number and dates; a recharge still awaiting payment can be
 * checked with the provider (its notification may have been lost).
 */
export function RechargeListPage({ side }: { side: RechargeSide }) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`recharge.${key}`, params);
  const named = useNamed();
  const providerName = useProviderName();
  const { message } = App.useApp();
  const calls = api.RECHARGE_CALLS[side];
  // Asking the provider is a write: the customer's Recharge button, staff's Query button.
  const queryButton = side === 'user' ? 'UserRecharge.Create' : 'Recharge.Query';
  const [detailId, setDetailId] = useState<number | null>(null);
  const stateNames = api.rechargeLifecycle.names.states;

  return (
    <Card>
      <DataTable
        call={calls.list}
        rowKey="Id"
        storageKey={side === 'user' ? 'UserRechargeRecordsIndex' : 'RechargeRecordsIndex'}
        card={{ title: 'OutTradeNo', tag: 'Status', fields: ['Amount', 'Provider', 'CreationTime'], onOpen: (row) => setDetailId(row.Id) }}
        fields={[
          { kind: 'text', name: 'OutTradeNo', label: label('outTradeNo') },
          { kind: 'select', name: 'Status', label: label('status'), options: api.RECHARGE_STATUSES.map((s) => ({ value: s, label: named(stateNames[s]) })) },
          { kind: 'select', name: 'Provider', label: label('provider'), options: [api.PaymentProvider.WeChatPay, api.PaymentProvider.Alipay].map((p) => ({ value: p, label: providerName(p) })) },
          { kind: 'dateRange', label: label('createdAt'), extra: true },
        ]}
        actions={[
          { key: 'detail', label: label('detail'), onClick: (row: Row) => setDetailId(row.Id) },
          {
            key: 'query',
            label: label('query'),
            permission: queryButton,
            hidden: (row: Row) => row.Status !== api.RechargeStatus.Created,
            onClick: async (row: Row) => {
              await callApi(calls.query, { Id: row.Id });
              void message.success(label('queried'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'OutTradeNo', title: label('outTradeNo'), width: 220, fixed: 'left', render: (n: string, row) => <a onClick={() => setDetailId(row.Id)}>{n}</a> },
          { dataIndex: 'Status', title: label('status'), width: 110, render: (s: number) => <RechargeStateTag state={s} /> },
          ...(side === 'backstage' ? [{ key: 'customer', title: label('customer'), width: 170, render: (_: never, r: Row) => `${r.UserName} · ${r.MemberNumber}` }] : []),
          { dataIndex: 'Amount', title: label('amount'), width: 130, align: 'right' },
          { dataIndex: 'CouponAmount', title: label('couponAmount'), width: 130, align: 'right' },
          { dataIndex: 'Provider', title: label('provider'), width: 110, render: (p: number) => providerName(p) },
          { dataIndex: 'ProviderTransactionId', title: label('transactionId'), width: 220, ellipsis: true },
          { dataIndex: 'CreationTime', title: label('createdAt'), width: 160, render: time },
          { dataIndex: 'PaidTime', title: label('paidAt'), width: 160, render: time },
        ]}
      />
      <RechargeDetail side={side} id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function RechargeDetail({ side, id, onClose }: { side: RechargeSide; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`recharge.${key}`);
  const named = useNamed();
  const providerName = useProviderName();
  const calls = api.RECHARGE_CALLS[side];
  const detail = useQuery({ queryKey: [calls.detail.path, id], queryFn: () => callApi(calls.detail, { Id: id! }), enabled: id !== null });
  const r = detail.data;
  const actionNames = api.rechargeLifecycle.names.actions as Record<string, Parameters<typeof named>[0] | undefined>;
  const actorOf = (kind: string, name: string) => (kind === 'System' ? label('system') : kind === 'You' ? label('you') : name || label(kind === 'Customer' ? 'customer' : 'warehouse'));
  return (
    <Drawer open={id !== null} onClose={onClose} title={r?.OutTradeNo ?? label('detail')} size="large" destroyOnHidden loading={detail.isLoading}>
      {r && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={label('status')}>
              <RechargeStateTag state={r.Status} />
            </Descriptions.Item>
            {side === 'backstage' && <Descriptions.Item label={label('customer')}>{`${r.UserName} · ${r.MemberNumber}`}</Descriptions.Item>}
            <Descriptions.Item label={label('amount')}>{r.Amount}</Descriptions.Item>
            <Descriptions.Item label={label('provider')}>{providerName(r.Provider)}</Descriptions.Item>
            <Descriptions.Item label={label('transactionId')}>{r.ProviderTransactionId || '-'}</Descriptions.Item>
            <Descriptions.Item label={label('createdAt')}>{time(r.CreationTime)}</Descriptions.Item>
            <Descriptions.Item label={label('paidAt')}>{time(r.PaidTime)}</Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey={(h) => `${h.Action}-${h.CreationTime}`}
            pagination={false}
            title={() => label('history')}
            dataSource={r.History}
            columns={[
              { dataIndex: 'Action', title: label('action'), render: (a: string) => (actionNames[a] ? named(actionNames[a]) : a) },
              { key: 'actor', title: label('actor'), render: (_: unknown, h) => actorOf(h.ActorKind, h.ActorName) },
              { dataIndex: 'CreationTime', title: label('time'), render: time },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
