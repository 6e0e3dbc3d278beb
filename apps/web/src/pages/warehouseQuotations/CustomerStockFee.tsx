import { AccountType, warehouseQuotation as api, type ResponseOf } from '@lbo/contracts';
import { Alert, Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { UserSelect, WarehouseSelect } from '../../components/pickers/index.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';
import { FormItem } from '../../components/form/FormItem.tsx';

type Result = ResponseOf<typeof api.calculateCustomerStorageFee>;
type FeeRow = Result['Lines'][number] & { Key: string };

/**
 * The calculator's "a customer's stock" mode (WarehouseQuotation/CalculateCustomerStorageFee): the
 * customer's real stock in a warehouse, one line per commodity and inbound date from the inventory
 * movements, priced under the quotation chosen above up to its period end.
 */
export function CustomerStockFee({ head }: { head: () => Promise<{ QuotationId?: number; PeriodEndDate?: string }> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ User?: { Id: number }; WarehouseId?: number }>();
  const [result, setResult] = useState<Result>();
  const [busy, setBusy] = useState(false);

  const calculate = async () => {
    const [quotation, stock] = await Promise.all([head(), form.validateFields()]);
    setBusy(true);
    try {
      setResult(await callApi(api.calculateCustomerStorageFee, { QuotationId: quotation.QuotationId!, PeriodEndDate: quotation.PeriodEndDate!, UserId: stock.User!.Id, WarehouseId: stock.WarehouseId! }));
    } catch {
      // The request layer has shown the server's message (naming the field and the rule).
    } finally {
      setBusy(false);
    }
  };
  const rows: FeeRow[] = (result?.Lines ?? []).map((line) => ({ ...line, Key: `${line.CommodityId}:${line.InboundDate}` }));
  const right = (key: keyof FeeRow & string, title: string, width = 90) => ({ dataIndex: key, title, width, align: 'right' as const });
  const size = (r: FeeRow) => (r.Length === null || r.Width === null || r.Height === null ? t('warehouseQuotations.noDimensions') : `${r.Length} × ${r.Width} × ${r.Height}`);

  return (
    <>
      <Form form={form} name="customerStorageFee" layout="inline" style={{ marginBottom: 12 }}>
        <FormItem name="User" label={t('warehouseQuotations.customer')} rules={[rules.required()]}>
          <UserSelect accountType={AccountType.SiteUser} style={{ width: 240 }} />
        </FormItem>
        <FormItem name="WarehouseId" label={t('warehouseQuotations.warehouse')} rules={[rules.required()]}>
          <WarehouseSelect includeDisabled style={{ width: 200 }} />
        </FormItem>
        <FormItem>
          <Button type="primary" loading={busy} onClick={() => void calculate()}>
            {t('warehouseQuotations.calculate')}
          </Button>
        </FormItem>
      </Form>
      <Typography.Paragraph type="secondary">{t('warehouseQuotations.customerStockHelp')}</Typography.Paragraph>
      {result && result.Lines.length === 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="no-stock"
          message={t('warehouseQuotations.noStock', { customer: `${result.UserName} (${result.MemberNumber})`, warehouse: result.WarehouseName, date: result.PeriodEndDate })}
        />
      )}
      {result && result.Lines.length > 0 && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>
            {t('warehouseQuotations.stockOf', { customer: `${result.UserName} (${result.MemberNumber})`, warehouse: result.WarehouseName, date: result.PeriodEndDate })}
          </Typography.Text>
          <DataTable<FeeRow>
            rows={rows}
            rowKey="Key"
            columns={[
              { dataIndex: 'CommodityCode', title: t('warehouseQuotations.commodityCode'), width: 120 },
              { dataIndex: 'CommoditySku', title: 'SKU', width: 120 },
              { dataIndex: 'CommodityName', title: t('warehouseQuotations.commodityName'), width: 160 },
              { dataIndex: 'InboundDate', title: t('warehouseQuotations.inboundDate'), width: 110 },
              right('Pieces', t('warehouseQuotations.pieces'), 80),
              { key: 'size', title: t('warehouseQuotations.dimensions'), width: 150, render: (_: unknown, r: FeeRow) => size(r) },
              right('CubicMeters', t('warehouseQuotations.cubicMeters'), 110),
              right('DaysInStock', t('warehouseQuotations.daysInStock')),
              right('FreeDays', t('warehouseQuotations.freeDays')),
              right('DaysBeforeStart', t('warehouseQuotations.daysBeforeStart')),
              right('NormalDays', t('warehouseQuotations.normalDays')),
              right('UltraLongDays', t('warehouseQuotations.ultraLongDays')),
              right('NormalDailyRate', t('warehouseQuotations.normalDailyRate'), 110),
              right('UltraLongDailyRate', t('warehouseQuotations.ultraLongDailyRate'), 130),
              right('NormalFee', t('warehouseQuotations.normalFee'), 110),
              right('UltraLongFee', t('warehouseQuotations.ultraLongFee'), 110),
              right('Fee', t('warehouseQuotations.fee'), 100),
            ]}
          />
          <Typography.Title level={5} style={{ textAlign: 'right', margin: 0 }}>
            {t('warehouseQuotations.total', { total: result.Total, currency: result.CurrencyCode })}
          </Typography.Title>
        </Space>
      )}
    </>
  );
}
