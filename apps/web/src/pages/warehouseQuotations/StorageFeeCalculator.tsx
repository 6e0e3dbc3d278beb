import { warehouseQuotation as api, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, InputNumber, Segmented, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { EditableTable } from '../../components/form/EditableTable.tsx';
import { DateText } from '../../components/quotations/QuotationControls.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { rules } from '../../lib/formRules.ts';
import { CustomerStockFee } from './CustomerStockFee.tsx';
import './texts.ts';
import { FormItem } from '../../components/form/FormItem.tsx';

type Line = RequestOf<typeof api.calculateStorageFee>['Lines'][number];
type Result = ResponseOf<typeof api.calculateStorageFee>;
type FeeRow = Result['Lines'][number] & { Line: number };

const size = () => [rules.decimal({ maxDecimal: 2 })];
const today = () => dayjs().format('YYYY-MM-DD');

/**
 * Tries a quotation on stock: per line the days in each band and the fee, and the total. The stock is
 * either typed in as lines (WarehouseQuotation/CalculateStorageFee) or a customer's real stock in a
 * warehouse (CustomerStockFee).
 */
export function StorageFeeCalculator() {
  const { t } = useTranslation();
  const may = usePermission();
  const [form] = Form.useForm<{ QuotationId?: number; PeriodEndDate?: string }>();
  const [result, setResult] = useState<Result>();
  const [mode, setMode] = useState<'lines' | 'customer'>('lines');
  const quotations = useQuery({ queryKey: [api.getWarehouseQuotations.path, 'calculator'], queryFn: () => callApi(api.getWarehouseQuotations, { rows: 100 }, { silent: true }) });
  if (!may('WarehouseQuotations.Calculate')) return null;

  const calculate = async (lines: Line[]) => {
    const head = await form.validateFields();
    try {
      setResult(await callApi(api.calculateStorageFee, { QuotationId: head.QuotationId!, PeriodEndDate: head.PeriodEndDate!, Lines: lines }));
    } catch {
      // The request layer has shown the server's message (naming the line's field and the rule).
    }
  };
  const rows: FeeRow[] = (result?.Lines ?? []).map((line, i) => ({ ...line, Line: i + 1 }));
  const days = (key: keyof FeeRow & string, title: string) => ({ dataIndex: key, title, width: 90, align: 'right' as const });

  return (
    <Card
      type="inner"
      title={t('warehouseQuotations.calculator')}
      style={{ marginTop: 16 }}
    >
      {/* In the body, not beside the title: a phone has no room for both on one line. */}
      <Segmented
        value={mode}
        onChange={(value) => setMode(value as typeof mode)}
        style={{ marginBottom: 12 }}
        options={[
          { value: 'lines', label: t('warehouseQuotations.modeLines') },
          { value: 'customer', label: t('warehouseQuotations.modeCustomer') },
        ]}
      />
      <Form form={form} name="storageFee" layout="inline" initialValues={{ PeriodEndDate: today() }} style={{ marginBottom: 12 }}>
        <FormItem name="QuotationId" label={t('warehouseQuotations.quotation')} rules={[rules.required()]}>
          <Select style={{ width: 260 }} loading={quotations.isLoading} options={(quotations.data?.Data ?? []).map((q) => ({ value: q.Id, label: `${q.Name} (${q.CurrencyCode})` }))} />
        </FormItem>
        <FormItem name="PeriodEndDate" label={t('warehouseQuotations.periodEndDate')} rules={[rules.required()]}>
          <DateText />
        </FormItem>
      </Form>
      {mode === 'customer' ? (
        <CustomerStockFee head={() => form.validateFields()} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('warehouseQuotations.calculatorHelp')}</Typography.Paragraph>
          <EditableTable<Line>
            columns={[
              { key: 'Pieces', title: t('warehouseQuotations.pieces'), width: 100, input: <InputNumber min={0} precision={0} />, rules: [rules.required(), rules.integer()] },
              { key: 'Length', title: t('warehouseQuotations.length'), width: 110, input: <Input />, rules: size() },
              { key: 'Width', title: t('warehouseQuotations.width'), width: 110, input: <Input />, rules: size() },
              { key: 'Height', title: t('warehouseQuotations.height'), width: 110, input: <Input />, rules: size() },
              { key: 'CubicMeters', title: t('warehouseQuotations.cubicMeters'), width: 120, input: <Input />, rules: [rules.decimal({ maxDecimal: 6 })] },
              { key: 'InboundDate', title: t('warehouseQuotations.inboundDate'), width: 150, input: <DateText />, rules: [rules.required()] },
            ]}
            initialRows={[{ Pieces: 1, InboundDate: dayjs().subtract(45, 'day').format('YYYY-MM-DD') }]}
            newRow={() => ({ Pieces: 1, InboundDate: today() })}
            onSave={(lines) => void calculate(lines)}
            saveText={t('warehouseQuotations.calculate')}
          />
          {result && (
            <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
              <DataTable<FeeRow>
                rows={rows}
                rowKey="Line"
                columns={[
                  { dataIndex: 'Line', title: t('warehouseQuotations.line'), width: 60 },
                  { dataIndex: 'Pieces', title: t('warehouseQuotations.pieces'), width: 80, align: 'right' },
                  { dataIndex: 'CubicMeters', title: t('warehouseQuotations.cubicMeters'), width: 110, align: 'right' },
                  days('DaysInStock', t('warehouseQuotations.daysInStock')),
                  days('FreeDays', t('warehouseQuotations.freeDays')),
                  days('DaysBeforeStart', t('warehouseQuotations.daysBeforeStart')),
                  days('NormalDays', t('warehouseQuotations.normalDays')),
                  days('UltraLongDays', t('warehouseQuotations.ultraLongDays')),
                  { dataIndex: 'NormalDailyRate', title: t('warehouseQuotations.normalDailyRate'), width: 110, align: 'right' },
                  { dataIndex: 'UltraLongDailyRate', title: t('warehouseQuotations.ultraLongDailyRate'), width: 130, align: 'right' },
                  { dataIndex: 'NormalFee', title: t('warehouseQuotations.normalFee'), width: 110, align: 'right' },
                  { dataIndex: 'UltraLongFee', title: t('warehouseQuotations.ultraLongFee'), width: 110, align: 'right' },
                  { dataIndex: 'Fee', title: t('warehouseQuotations.fee'), width: 100, align: 'right' },
                ]}
              />
              <Typography.Title level={5} style={{ textAlign: 'right', margin: 0 }}>
                {t('warehouseQuotations.total', { total: result.Total, currency: result.CurrencyCode })}
              </Typography.Title>
            </Space>
          )}
        </>
      )}
    </Card>
  );
}
