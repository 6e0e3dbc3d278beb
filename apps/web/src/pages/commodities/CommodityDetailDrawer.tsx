import { COMMODITY_CALLS, commodities as api, type CommoditySide, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Empty, Flex, Image, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { actionName, AUDIT_COLORS, auditStateName, isSalesAction, salesStateName, sizeText, time, weightsText } from './commodityWords.ts';
import './texts.ts';

type Detail = ResponseOf<typeof COMMODITY_CALLS.user.detail>;
type History = Detail['History'][number];

/** The fields a history row records, by their wire names, and the words naming them. */
const DETAIL_LABELS: Record<string, string> = {
  Length: 'length', Width: 'width', Height: 'height', ActualOfWeight: 'actualWeight', GrossOfWeight: 'grossWeight', AuditReason: 'auditReason', CommodityCode: 'code', CommoditySku: 'sku',
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'object') {
    const change = value as { before?: unknown; after?: unknown };
    return 'after' in change ? `${shown(change.before)} → ${shown(change.after)}` : JSON.stringify(value);
  }
  return String(value as string | number | boolean);
};

/** A commodity: its pictures, the declared and the measured specification side by side, the audit and the history of both axes. */
export function CommodityDetailDrawer({ side, id, onClose }: { side: CommoditySide; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`commodities.${key}`);
  const call = COMMODITY_CALLS[side].detail;
  const detail = useQuery({ queryKey: [call.path, id], queryFn: () => callApi(call, { Id: id! }), enabled: id !== null });
  const r = id === null ? undefined : detail.data;
  const stateName = (h: History, state: number | null) => (isSalesAction(h.Action) ? salesStateName(state) : auditStateName(state)) || '-';
  // A customer cannot read staff names: the warehouse acted.
  const who = (name: string) => name || label('warehouse');
  // Staff read who acted; a customer reads 'you' or 'the warehouse', never a staff member's name.
  const actor = (h: History) => h.ActorName || label(h.ActorKind === 'You' || h.ActorKind === 'Customer' ? 'you' : h.ActorKind === 'System' ? 'system' : 'warehouse');

  return (
    <Drawer open={id !== null && Boolean(r)} onClose={onClose} title={r ? `${r.CommoditySku} · ${r.CommodityName}` : ''} size="large" styles={{ wrapper: { maxWidth: '100vw' } }}>
      {r && (
        <Flex vertical gap={16} data-testid="commodity-detail">
          {r.AuditStatus === api.AuditStatus.Refused && <Alert type="error" showIcon message={`${auditStateName(r.AuditStatus)}: ${r.AuditReason}`} />}
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'code', label: label('code'), children: r.CommodityCode },
              { key: 'sku', label: label('sku'), children: r.CommoditySku },
              { key: 'name', label: label('name'), children: r.CommodityName },
              { key: 'englishName', label: label('englishName'), children: r.EnglishName || '-' },
              { key: 'alias', label: label('alias'), children: r.Alias || '-' },
              { key: 'identificationCode', label: label('identificationCode'), children: r.IdentificationCode || '-' },
              { key: 'category', label: label('category'), children: r.CategoryName || '-' },
              { key: 'cargoType', label: label('cargoType'), children: r.CargoTypeName || '-' },
              { key: 'price', label: label('price'), children: r.Price ? `${r.Price} ${r.Currency}` : '-' },
              { key: 'declarationName', label: label('declarationName'), children: r.DeclarationName || '-' },
              ...(side === 'backstage' ? [{ key: 'customer', label: label('customer'), children: `${r.UserName} · ${r.MemberNumber}` }] : []),
              { key: 'status', label: label('status'), children: label(r.CommodityStatus === api.CommodityStatus.Enabled ? 'enabled' : 'disabled') },
              { key: 'sales', label: label('salesMode'), children: salesStateName(r.SalesModes) },
              { key: 'audit', label: label('audit'), children: <Tag color={AUDIT_COLORS[r.AuditStatus]}>{auditStateName(r.AuditStatus)}</Tag> },
              { key: 'remarks', label: label('remarks'), children: r.Remarks || '-' },
            ]}
          />
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            data-testid="commodity-specifications"
            dataSource={[
              { key: 'declared', who: label('declared'), size: sizeText(r.Length, r.Width, r.Height), weights: weightsText(r.ActualOfWeight, r.GrossOfWeight), when: '-' },
              {
                key: 'measured',
                who: label('measured'),
                size: r.MeasuredTime ? sizeText(r.MeasuredLength, r.MeasuredWidth, r.MeasuredHeight) : label('notMeasured'),
                weights: r.MeasuredTime ? weightsText(r.MeasuredActualOfWeight, r.MeasuredGrossOfWeight) : '-',
                when: r.MeasuredTime ? `${time(r.MeasuredTime)} · ${who(r.MeasuredByName)}` : '-',
              },
            ]}
            columns={[
              { dataIndex: 'who', title: '', width: 150 },
              { dataIndex: 'size', title: label('size') },
              { dataIndex: 'weights', title: label('weights') },
              { dataIndex: 'when', title: label('measuredAt') },
            ]}
          />
          {r.AuditTime && (
            <Typography.Text type="secondary">
              {label('auditor')}: {who(r.AuditorName)} · {time(r.AuditTime)}
            </Typography.Text>
          )}
          <Typography.Title level={5}>{label('pictures')}</Typography.Title>
          {r.Pictures.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Image.PreviewGroup>
              <Flex gap={8} wrap>
                {r.Pictures.map((address) => (
                  <Image key={address} src={fileUrl(address)} width={104} height={104} style={{ objectFit: 'cover' }} alt="" />
                ))}
              </Flex>
            </Image.PreviewGroup>
          )}
          <Typography.Title level={5}>{label('history')}</Typography.Title>
          <Table
            size="small"
            rowKey={(h) => `${h.CreationTime}-${h.Action}`}
            dataSource={r.History}
            pagination={false}
            scroll={{ x: 680 }}
            columns={[
              { dataIndex: 'CreationTime', title: label('time'), width: 170, render: time },
              { dataIndex: 'Action', title: label('action'), width: 130, render: (action: string) => actionName(action) },
              { key: 'states', title: `${label('from')} → ${label('to')}`, width: 200, render: (_: unknown, h: History) => `${stateName(h, h.FromState)} → ${stateName(h, h.ToState)}` },
              { dataIndex: 'ActorName', title: label('by'), width: 120, render: (_: string, h: History) => actor(h) },
              {
                dataIndex: 'Details',
                title: label('detail'),
                render: (d: Record<string, unknown>) =>
                  Object.entries(d)
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
