import { transferPlans as api, type Texts } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Empty, Flex, Input, Space, Spin, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { alone, inLanguage, time } from '../../lib/contractWords.ts';
import { rules } from '../../lib/formRules.ts';
import { LinesTable, planKey, StatusTag, useLabel, type PlanDetail } from './transferParts.tsx';

const actionName = (action: string) => alone(inLanguage((api.transferPlanLifecycle.names.actions as Record<string, Texts | undefined>)[action]));

/**
 * One plan: its figures, lines (received ones ticked) and history, with the actions its table
 * allows the caller now (Edit opens the editor, Dispatch and Receive ask first, Cancel asks a reason).
 */
export function PlanDrawer({ id, onClose, onEdit, keyPrefix }: { id: number | null; onClose: () => void; onEdit?: (plan: PlanDetail) => void; keyPrefix: 'TransferPlan' | 'OrderWarehouseTransfer' }) {
  const label = useLabel();
  const may = usePermission();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const detail = useQuery({ queryKey: planKey(id), queryFn: () => callApi(api.getTransferPlanById, { Id: id! }), enabled: id !== null });
  const p = detail.data;
  const reload = () => client.invalidateQueries({ queryKey: planKey(id) });
  const can = (action: string) => p?.Actions.includes(action) ?? false;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={Math.min(900, window.innerWidth)}
      title={p ? label('detail', { number: p.SerialNumber }) : ''}
      destroyOnHidden
      extra={
        p && (
          <Space wrap>
            {can('Edit') && onEdit && may(`${keyPrefix}.Edit`) && <Button onClick={() => onEdit(p)}>{label('edit')}</Button>}
            {can('Dispatch') && may(`${keyPrefix}.Dispatch`) && (
              <Button type="primary" onClick={() => modal.confirm({ content: label('dispatchConfirm', { number: p.SerialNumber, from: p.FromWarehouseName }), onOk: () => callApi(api.dispatchTransferPlan, { Id: p.Id }).then(reload) })}>
                {label('dispatch')}
              </Button>
            )}
            {can('Receive') && may(`${keyPrefix}.Receive`) && (
              <Button type="primary" onClick={() => modal.confirm({ content: label('receiveConfirm', { number: p.SerialNumber, to: p.ToWarehouseName }), onOk: () => callApi(api.receiveTransferPlan, { Id: p.Id }).then(reload) })}>
                {label('receiveAll')}
              </Button>
            )}
            {can('Cancel') && may(`${keyPrefix}.Cancel`) && (
              <Button danger onClick={() => setCancelling(true)}>
                {label('cancel')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {detail.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : !p ? (
        <Alert type="error" showIcon title={String(detail.error?.message ?? '')} />
      ) : (
        <Flex vertical gap={16} data-testid="transfer-plan-detail">
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={label('status')}>
              <StatusTag status={p.Status} />
            </Descriptions.Item>
            <Descriptions.Item label={label('received')}>{`${p.ReceivedLineCount}/${p.LineCount}`}</Descriptions.Item>
            <Descriptions.Item label={label('from')}>{p.FromWarehouseName}</Descriptions.Item>
            <Descriptions.Item label={label('to')}>{p.ToWarehouseName}</Descriptions.Item>
            <Descriptions.Item label={label('plannedDate')}>{p.PlannedDate ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={label('order')}>{p.OrderSerialNumber ? `${p.OrderSerialNumber} · ${p.OrderUserName}` : '-'}</Descriptions.Item>
            <Descriptions.Item label={label('creator')}>{p.CreatorName}</Descriptions.Item>
            <Descriptions.Item label={label('createdAt')}>{time(p.CreationTime)}</Descriptions.Item>
            <Descriptions.Item label={label('dispatchedAt')}>{time(p.DispatchedTime || null)}</Descriptions.Item>
            <Descriptions.Item label={label('receivedAt')}>{time(p.ReceivedTime || null)}</Descriptions.Item>
            <Descriptions.Item label={label('remark')} span={2}>
              {p.Remark || '-'}
            </Descriptions.Item>
          </Descriptions>
          <LinesTable lines={p.Lines} />
          <Typography.Title level={5}>{label('history')}</Typography.Title>
          {p.History.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Timeline
              items={p.History.map((h, i) => ({
                key: i,
                children: (
                  <>
                    <Typography.Text strong>{actionName(h.Action)}</Typography.Text>
                    {typeof h.Details.Number === 'string' && <Typography.Text>{` ${h.Details.Number}`}</Typography.Text>}
                    <div>
                      <Typography.Text type="secondary">{`${time(h.CreationTime)} · ${h.ActorName}`}</Typography.Text>
                    </div>
                    {typeof h.Details.Reason === 'string' && <div>{`${label('reason')}: ${h.Details.Reason}`}</div>}
                  </>
                ),
              }))}
            />
          )}
        </Flex>
      )}
      {cancelling && p && may(`${keyPrefix}.Cancel`) && (
        <FormDialog<{ Reason: string }>
          title={label('cancelTitle', { number: p.SerialNumber })}
          onClose={() => setCancelling(false)}
          onFinish={(v) => void callApi(api.cancelTransferPlan, { Id: p.Id, Reason: v.Reason }).then(() => (setCancelling(false), reload()))}
        >
          <FormItem name="Reason" label={label('reason')} rules={[rules.required()]}>
            <Input.TextArea maxLength={api.TRANSFER_REMARK_MAX} rows={3} />
          </FormItem>
        </FormDialog>
      )}
    </Drawer>
  );
}

