import { AccountType, cargoType, carrier, currencies, freightCalculator as api, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { Decimal } from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { EditableTable } from '../../components/form/EditableTable.tsx';
import { UserSelect } from '../../components/pickers/PagedSelect.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { rules } from '../../lib/formRules.ts';
import { isStaff, useSession } from '../../stores/session.ts';
import { CountrySelect } from '../../components/pickers/CountrySelect.tsx';
import './texts.ts';
import { FormItem } from '../../components/form/FormItem.tsx';

type Values = Omit<RequestOf<typeof api.calculateFreight>, 'SiteId'>;
type Result = ResponseOf<typeof api.calculateFreight>;
type Option = Result['Options'][number];
type Piece = Values['Pieces'][number];

const NEW_PIECE = (): Piece => ({ WeightKg: '', LengthCm: '', WidthCm: '', HeightCm: '', Quantity: 1 });

/** A dropdown of one site's rows (undefined: the caller's own site). */
function useSiteRows<T>(key: string, siteId: number | undefined, load: (body: { SiteId?: number }) => Promise<T[]>) {
  return useQuery({ queryKey: [key, siteId ?? null], queryFn: () => load(siteId ? { SiteId: siteId } : {}) }).data ?? [];
}

const byDecimal = (pick: (o: Option) => string) => (a: Option, b: Option) => new Decimal(pick(a)).comparedTo(pick(b));

/**
 * The freight calculator (shipping-cost trial), for customers and staff: the shipment's pieces,
 * value and route in, every quotation that accepts it out, ranked, each with its breakdown.
 */
export default function FreightCalculatorIndex() {
  const { t, i18n } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`freightCalculator.${key}`, params);
  const staff = useSession((s) => isStaff(s.user));
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [form] = Form.useForm<Values>();
  // Each press of Calculate is a new submission; the breakdown's sentences are written by the server in
  // the caller's language, so a language switch asks again for the submission on screen.
  const [submission, setSubmission] = useState<{ body: RequestOf<typeof api.calculateFreight>; number: number } | null>(null);
  const carriers = useSiteRows(carrier.getSelectCarrierAlias.path, siteId, (body) => callApi(carrier.getSelectCarrierAlias, body, { silent: true }));
  const cargoTypes = useSiteRows(cargoType.getSelectCargoTypes.path, siteId, (body) => callApi(cargoType.getSelectCargoTypes, body, { silent: true }));
  const currencyRows = useSiteRows(currencies.getSelectCurrency.path, siteId, (body) => callApi(currencies.getSelectCurrency, body, { silent: true }));

  // A refused calculation's message (naming the field and the rule) is shown by the request layer.
  const priced = useQuery({
    queryKey: [api.calculateFreight.path, submission?.number, i18n.language],
    queryFn: () => callApi(api.calculateFreight, submission!.body),
    enabled: submission !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
  const result = priced.data ?? null;
  const calculate = (values: Values) => setSubmission((previous) => ({ body: { ...values, SiteId: siteId }, number: (previous?.number ?? 0) + 1 }));

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={text('shipment')}>
        <Form<Values> form={form} layout="vertical" name="freightCalculator" initialValues={{ Pieces: [NEW_PIECE()], DeclaredValue: '0' }} onFinish={calculate}>
          <Row gutter={16}>
            {isPlatform && (
              <Col xs={24} md={12} lg={6}>
                <FormItem label={text('chooseSite')} required>
                  <SiteSelect value={siteId} onChange={setSiteId} />
                </FormItem>
              </Col>
            )}
            {staff && (
              <Col xs={24} md={12} lg={6}>
                <FormItem name="UserId" label={text('customer')}>
                  <UserSelect accountType={AccountType.SiteUser} placeholder={text('anyCustomer')} />
                </FormItem>
              </Col>
            )}
            <Col xs={24} md={12} lg={6}>
              <FormItem name="WarehouseId" label={text('warehouse')} rules={[rules.required()]}>
                <WarehouseSelect siteId={siteId} />
              </FormItem>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <FormItem name="CountryCode" label={text('country')} rules={[rules.required()]}>
                <CountrySelect />
              </FormItem>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <FormItem name="CarrierId" label={text('carrier')}>
                <Select allowClear placeholder={text('anyCarrier')} options={carriers.map((c) => ({ value: c.Id, label: c.Name }))} />
              </FormItem>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <FormItem name="CargoTypeId" label={text('cargoType')}>
                <Select allowClear options={cargoTypes.map((c) => ({ value: c.Id, label: c.Name }))} />
              </FormItem>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <FormItem name="DeclaredValue" label={text('declaredValue')} rules={[rules.decimal({ maxDecimal: 4 })]}>
                <Input inputMode="decimal" />
              </FormItem>
            </Col>
            <Col xs={24} md={12} lg={6}>
              <FormItem name="CurrencyId" label={text('currency')}>
                <Select allowClear placeholder={text('baseCurrency')} options={currencyRows.map((c) => ({ value: c.Id, label: `${c.CurrencyCode} · ${c.Name}` }))} />
              </FormItem>
            </Col>
          </Row>
          <Typography.Title level={5}>{text('pieces')}</Typography.Title>
          <div data-testid="calculator-pieces">
            <EditableTable<Piece>
              name="Pieces"
              newRow={NEW_PIECE}
              tableRules={[{ column: 'WeightKg', check: (rows) => (rows.length === 0 ? 'CannotBeEmpty' : null) }]}
              columns={[
                { key: 'WeightKg', title: text('weight'), input: <Input inputMode="decimal" />, rules: [rules.required(), rules.decimal({ cannotBeZero: true })] },
                { key: 'LengthCm', title: text('length'), input: <Input inputMode="decimal" />, rules: [rules.required(), rules.decimal({ maxDecimal: 2, cannotBeZero: true })] },
                { key: 'WidthCm', title: text('width'), input: <Input inputMode="decimal" />, rules: [rules.required(), rules.decimal({ maxDecimal: 2, cannotBeZero: true })] },
                { key: 'HeightCm', title: text('height'), input: <Input inputMode="decimal" />, rules: [rules.required(), rules.decimal({ maxDecimal: 2, cannotBeZero: true })] },
                { key: 'Quantity', title: text('quantity'), input: <Input inputMode="numeric" />, rules: [rules.required(), rules.integer({ cannotBeZero: true })] },
              ]}
            />
          </div>
          <Button type="primary" htmlType="submit" loading={priced.isFetching} style={{ marginTop: 16 }} data-testid="calculate">
            {text('calculate')}
          </Button>
        </Form>
      </Card>
      {result && <FreightOptions result={result} />}
    </Space>
  );
}

/** The ranked options; a row opens to its breakdown. */
function FreightOptions({ result }: { result: Result }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`freightCalculator.${key}`, params);
  return (
    <Card title={text('results')} data-testid="calculator-results">
      <Typography.Paragraph type="secondary">{text('resultsHelp', { date: result.Date })}</Typography.Paragraph>
      {result.Options.length === 0 ? (
        <Empty description={text('noOptions')} />
      ) : (
        <Table<Option>
          size="middle"
          rowKey="QuotationId"
          pagination={false}
          dataSource={result.Options}
          expandable={{ expandRowByClick: true, expandedRowRender: (option) => <Breakdown option={option} /> }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'rank', title: text('rank'), width: 50, render: (_v, _o, i) => i + 1 },
            { dataIndex: 'QuotationName', title: text('quotation') },
            { dataIndex: 'TypeOfShippingName', title: text('shippingMethod') },
            {
              key: 'aging',
              title: text('aging'),
              sorter: (a, b) => a.MaxAgingDays - b.MaxAgingDays || a.MinAgingDays - b.MinAgingDays,
              render: (_v, o) => text('days', { min: o.MinAgingDays, max: o.MaxAgingDays }),
            },
            { dataIndex: 'BilledWeight', title: text('billedWeight'), align: 'right', render: (kg: string) => `${kg} kg` },
            { key: 'total', title: text('total'), align: 'right', render: (_v, o) => `${o.Total} ${o.CurrencyCode}` },
            {
              dataIndex: 'TotalInCustomerCurrency',
              title: text('totalCustomer', { currency: result.CustomerCurrencyCode }),
              align: 'right',
              defaultSortOrder: 'ascend',
              sorter: byDecimal((o) => o.TotalInCustomerCurrency),
              render: (total: string) => <Typography.Text strong>{total}</Typography.Text>,
            },
          ]}
        />
      )}
    </Card>
  );
}

/** How one option's price is made: the weights, each step to the billed weight, then every charge and why. */
function Breakdown({ option }: { option: Option }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`freightCalculator.${key}`);
  const kindColor = { Freight: 'blue', Surcharge: 'orange', Tax: 'purple' } as const;
  return (
    <div data-testid="calculator-breakdown" style={{ padding: '4px 8px' }}>
      <Space size={24} wrap>
        <Typography.Text>
          {text('actualWeight')}: {option.ActualWeight} kg
        </Typography.Text>
        <Typography.Text>
          {text('volumetricWeight')}: {option.VolumetricWeight} kg
        </Typography.Text>
        <Typography.Text strong>
          {text('billedWeight')}: {option.BilledWeight} kg
        </Typography.Text>
      </Space>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {text('steps')}
      </Typography.Title>
      <ol style={{ marginTop: 0 }}>
        {option.BilledWeightSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Typography.Title level={5}>{text('items')}</Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey={(item) => `${item.Kind}-${item.Code}`}
        dataSource={option.Items}
        columns={[
          { dataIndex: 'Kind', width: 100, render: (kind: Option['Items'][number]['Kind']) => <Tag color={kindColor[kind]}>{t(`freightCalculator.kinds.${kind}`)}</Tag> },
          { key: 'name', width: 180, render: (_v, item) => (item.Kind === 'Surcharge' ? item.Name : t(`freightCalculator.kinds.${item.Kind}`)) },
          { dataIndex: 'Amount', title: text('amount'), width: 120, align: 'right', render: (amount: string) => `${amount} ${option.CurrencyCode}` },
          { dataIndex: 'Explanation', title: text('why') },
          { dataIndex: 'AllowRefunds', width: 90, render: (on: boolean) => (on ? <Tag>{text('refundable')}</Tag> : null) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('freightCalculator.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text strong>
                {option.Total} {option.CurrencyCode}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} colSpan={2}>
              {option.CustomerCurrencyCode !== option.CurrencyCode && `= ${option.TotalInCustomerCurrency} ${option.CustomerCurrencyCode}`}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
