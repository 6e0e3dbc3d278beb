import { COMMODITY_CALLS, commodities as api, type CommoditySide, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Flex, InputNumber, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { QueryForm } from '../../components/query/QueryForm.tsx';
import { omitEmpty, type Query } from '../../components/query/queryRules.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { downloadFile } from '../../lib/download.ts';
import { CommodityDetailDrawer } from './CommodityDetailDrawer.tsx';
import { CommodityFormModal } from './CommodityFormModal.tsx';
import { CommodityImport } from './CommodityImport.tsx';
import { AUDIT_COLORS, auditStateName, salesStateName, sizeText, time, weightsText } from './commodityWords.ts';
import { AuditDialog, MeasureDialog } from './SpecificationDialogs.tsx';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Row = ResponseOf<typeof api.getCommodity>['Data'][number];
/** Which form or dialog is open. */
type Open = { kind: 'form'; id: number | null } | { kind: 'import' } | { kind: 'labels'; ids: number[] } | { kind: 'measure'; row: Row; action: 'Acquire' | 'Modify' } | { kind: 'audit'; row: Row } | null;

/**
 * Commodities of one side: staff's (the site's, by customer, with the specification audit) or a
 * customer's own. Buttons come from each row's Actions (the two transition tables) and the caller's
 * button permissions.
 */
export function CommodityListPage({ side }: { side: CommoditySide }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = (key: string) => t(`commodities.${key}`);
  const calls = COMMODITY_CALLS[side];
  const staff = side === 'backstage';
  const keyPrefix = side === 'backstage' ? 'Commodity' : 'UserCommodity';
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState<Open>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [copies, setCopies] = useState(1);
  const site = staff && isPlatform && siteId ? { SiteId: siteId } : {};
  const query = { ...omitEmpty(filters), ...site };
  const report = useQuery({ queryKey: [calls.report.path, query], queryFn: () => callApi(calls.report, query) });
  const { refetch } = report;
  useEffect(() => onDataChanged(() => void refetch()), [refetch]);
  const close = () => setOpen(null);
  const sales = (action: 'Release' | 'Halt') => async (rows: Row[]) => {
    await callApi(action === 'Release' ? calls.release : calls.halt, { Ids: rows.map((r) => r.Id) });
    void message.success(label('done'));
  };
  const choices = (values: readonly number[], name: (v: number) => string) => values.map((v) => ({ value: v, label: name(v) }));

  return (
    <Card>
      {staff && isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={label('all')} allowClear />
        </Flex>
      )}
      <QueryForm
        onQuery={setFilters}
        fields={[
          { kind: 'text', name: 'Content', label: label('content') },
          ...(staff ? [{ kind: 'text' as const, name: 'MemberNumber', label: label('customer') }] : []),
          { kind: 'select', name: 'AuditStatus', label: label('audit'), options: choices(api.AUDIT_STATUSES, auditStateName) },
          { kind: 'select', name: 'SalesModes', label: label('salesMode'), options: choices(api.SALES_MODES, salesStateName) },
          {
            kind: 'select',
            name: 'CommodityStatus',
            label: label('status'),
            options: [
              { value: api.CommodityStatus.Enabled, label: label('enabled') },
              { value: api.CommodityStatus.Disabled, label: label('disabled') },
            ],
          },
        ]}
      />
      {report.data && (
        <Space wrap style={{ marginBottom: 12 }} data-testid="commodity-counts">
          <Typography.Text strong>
            {label('total')}: {report.data.Total}
          </Typography.Text>
          {report.data.ByAuditStatus.map((c) => (
            <Tag key={c.AuditStatus} color={AUDIT_COLORS[c.AuditStatus]}>
              {auditStateName(c.AuditStatus)} {c.Count}
            </Tag>
          ))}
          {report.data.BySalesMode.map((c) => (
            <Tag key={`s${c.SalesModes}`}>
              {salesStateName(c.SalesModes)} {c.Count}
            </Tag>
          ))}
        </Space>
      )}
      <DataTable
        call={calls.list}
        filters={filters}
        params={site}
        rowKey="Id"
        storageKey={`${keyPrefix}Index`}
        selection="multiple"
        visibleActions={3}
        toolbar={[
          { key: 'add', label: label('add'), primary: true, permission: `${keyPrefix}.Add`, onClick: () => setOpen({ kind: 'form', id: null }) },
          { key: 'import', label: label('import'), permission: `${keyPrefix}.Import`, onClick: () => setOpen({ kind: 'import' }) },
          { key: 'halt', label: label('halt'), permission: `${keyPrefix}.SalesMode`, mustSelect: true, confirm: label('haltConfirm'), onClick: sales('Halt') },
          { key: 'release', label: label('release'), permission: `${keyPrefix}.SalesMode`, mustSelect: true, onClick: sales('Release') },
          { key: 'labels', label: label('labels'), mustSelect: true, onClick: (rows: Row[]) => setOpen({ kind: 'labels', ids: rows.map((r) => r.Id) }) },
          { key: 'report', label: label('printReport'), onClick: async () => downloadFile(await callApi(calls.printReport, query)) },
        ]}
        actions={[
          { key: 'detail', label: label('detail'), onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: label('edit'), permission: `${keyPrefix}.Edit`, hidden: (row: Row) => !row.Actions.includes('Edit'), onClick: (row: Row) => setOpen({ kind: 'form', id: row.Id }) },
          ...(staff
            ? [
                { key: 'acquire', label: label('acquire'), permission: 'Commodity.Measure', hidden: (row: Row) => !row.Actions.includes('Acquire'), onClick: (row: Row) => setOpen({ kind: 'measure', row, action: 'Acquire' }) },
                { key: 'audit', label: label('audit'), permission: 'Commodity.Audit', hidden: (row: Row) => !row.Actions.includes('Approve'), onClick: (row: Row) => setOpen({ kind: 'audit', row }) },
                { key: 'modify', label: label('modify'), permission: 'Commodity.Measure', hidden: (row: Row) => !row.Actions.includes('Modify'), onClick: (row: Row) => setOpen({ kind: 'measure', row, action: 'Modify' }) },
              ]
            : []),
          { key: 'halt', label: label('halt'), permission: `${keyPrefix}.SalesMode`, hidden: (row: Row) => !row.Actions.includes('Halt'), confirm: label('haltConfirm'), onClick: (row: Row) => sales('Halt')([row]) },
          { key: 'release', label: label('release'), permission: `${keyPrefix}.SalesMode`, hidden: (row: Row) => !row.Actions.includes('Release'), onClick: (row: Row) => sales('Release')([row]) },
          {
            key: 'delete',
            label: label('delete'),
            permission: `${keyPrefix}.Delete`,
            danger: true,
            confirm: label('deleteConfirm'),
            hidden: (row: Row) => !row.Actions.includes('Delete'),
            onClick: (row: Row) => callApi(calls.delete, { Id: row.Id }),
          },
        ]}
        columns={[
          { dataIndex: 'CommodityCode', title: label('code'), width: 140, fixed: 'left', render: (code: string, row) => <a onClick={() => setDetailId(row.Id)}>{code}</a> },
          { dataIndex: 'CommoditySku', title: label('sku'), width: 140 },
          { dataIndex: 'CommodityName', title: label('name'), width: 180, ellipsis: true },
          ...(staff ? [{ key: 'customer', title: label('customer'), width: 160, render: (_: never, r: Row) => `${r.UserName} · ${r.MemberNumber}` }] : []),
          { dataIndex: 'AuditStatus', title: label('audit'), width: 120, render: (s: number) => <Tag color={AUDIT_COLORS[s]}>{auditStateName(s)}</Tag> },
          { dataIndex: 'SalesModes', title: label('salesMode'), width: 90, render: (m: number) => (m === api.SalesMode.OnSale ? <Tag color="blue">{salesStateName(m)}</Tag> : <Tag>{salesStateName(m)}</Tag>) },
          { key: 'size', title: label('size'), width: 150, render: (_: never, r: Row) => sizeText(r.Length, r.Width, r.Height) },
          { key: 'weights', title: label('weights'), width: 130, render: (_: never, r: Row) => weightsText(r.ActualOfWeight, r.GrossOfWeight) },
          { key: 'measured', title: label('measured'), width: 170, render: (_: never, r: Row) => (r.MeasuredTime ? `${sizeText(r.MeasuredLength, r.MeasuredWidth, r.MeasuredHeight)} · ${r.MeasuredGrossOfWeight ?? '-'}` : '-') },
          { dataIndex: 'CategoryName', title: label('category'), width: 120 },
          { key: 'price', title: label('price'), width: 110, align: 'right', render: (_: never, r: Row) => (r.Price ? `${r.Price} ${r.Currency}` : '-') },
          { dataIndex: 'CommodityStatus', title: label('status'), width: 80, render: (s: number) => label(s === api.CommodityStatus.Enabled ? 'enabled' : 'disabled') },
          { dataIndex: 'CreationTime', title: label('createdAt'), width: 170, render: time },
        ]}
      />
      <CommodityDetailDrawer side={side} id={detailId} onClose={() => setDetailId(null)} />
      {open?.kind === 'form' && <CommodityFormModal side={side} id={open.id} onClose={close} />}
      {open?.kind === 'import' && <CommodityImport side={side} onClose={close} />}
      {open?.kind === 'measure' && <MeasureDialog row={open.row} action={open.action} onClose={close} />}
      {open?.kind === 'audit' && <AuditDialog row={open.row} onClose={close} />}
      {open?.kind === 'labels' && (
        <FormDialog
          name="labels"
          title={label('labels')}
          onClose={close}
          okText={t('app.ok')}
          onFinish={async () => {
            downloadFile(await callApi(calls.printLabels, { Ids: open.ids, Copies: copies }));
            close();
          }}
        >
          <FormItem label={label('copies')}>
            <InputNumber min={1} max={100} precision={0} value={copies} onChange={(v) => setCopies(v ?? 1)} />
          </FormItem>
        </FormDialog>
      )}
    </Card>
  );
}
