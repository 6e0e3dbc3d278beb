import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { cargoType, carrier, currencies, freightCalculator as api, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Collapse, Empty, Form, Input, Row, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { rules } from '../../lib/formRules.ts';
import { CountrySelect } from '../../components/pickers/CountrySelect.tsx';
import '../../pages/freightCalculator/texts.ts';
import '../texts.ts';

type Body = RequestOf<typeof api.calculateFreight>;
type Result = ResponseOf<typeof api.calculateFreight>;
type Option = Result['Options'][number];
/** The form's pieces: the quantity is typed as text and sent as a number. */
type Values = Omit<Body, 'SiteId' | 'UserId' | 'Pieces'> & { Pieces: (Omit<Body['Pieces'][number], 'Quantity'> & { Quantity: string })[] };

const NEW_PIECE = () => ({ WeightKg: '', LengthCm: '', WidthCm: '', HeightCm: '', Quantity: '1' });
const KIND_COLOR = { Freight: 'blue', Surcharge: 'orange', Tax: 'purple' } as const;

/** The freight calculator of the desktop page (the same call, rules and texts), one field per row and a card per piece and option. */
export default function FreightPage() {
  const { t, i18n } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`freightCalculator.${key}`, params);
  const [submission, setSubmission] = useState<{ body: Body; number: number } | null>(null);
  const carriers = useQuery({ queryKey: [carrier.getSelectCarrierAlias.path, null], queryFn: () => callApi(carrier.getSelectCarrierAlias, {}, { silent: true }) }).data ?? [];
  const cargoTypes = useQuery({ queryKey: [cargoType.getSelectCargoTypes.path, null], queryFn: () => callApi(cargoType.getSelectCargoTypes, {}, { silent: true }) }).data ?? [];
  const currencyRows = useQuery({ queryKey: [currencies.getSelectCurrency.path, null], queryFn: () => callApi(currencies.getSelectCurrency, {}, { silent: true }) }).data ?? [];
  // The breakdown's sentences are written by the server in the caller's language: a language switch asks again.
  const priced = useQuery({
    queryKey: [api.calculateFreight.path, 'portal', submission?.number, i18n.language],
    queryFn: () => callApi(api.calculateFreight, submission!.body),
    enabled: submission !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const calculate = (values: Values) => {
    const body: Body = { ...values, Pieces: values.Pieces.map((p) => ({ ...p, Quantity: Number(p.Quantity) })) };
    setSubmission((previous) => ({ body, number: (previous?.number ?? 0) + 1 }));
  };
  const piece = (name: number, field: 'WeightKg' | 'LengthCm' | 'WidthCm' | 'HeightCm', maxDecimal: number) => (
    <Col span={12}>
      <Form.Item name={[name, field]} label={text(field === 'WeightKg' ? 'weight' : field.replace('Cm', '').toLowerCase())} rules={[rules.required(), rules.decimal({ maxDecimal, cannotBeZero: true })]}>
        <Input inputMode="decimal" />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Form<Values> layout="vertical" name="portalFreight" initialValues={{ Pieces: [NEW_PIECE()], DeclaredValue: '0' }} onFinish={calculate}>
        <Card title={text('shipment')} size="small">
          <Form.Item name="WarehouseId" label={text('warehouse')} rules={[rules.required()]}>
            <WarehouseSelect />
          </Form.Item>
          <Form.Item name="CountryCode" label={text('country')} rules={[rules.required()]}>
            <CountrySelect />
          </Form.Item>
          <Form.Item name="CarrierId" label={text('carrier')}>
            <Select allowClear placeholder={text('anyCarrier')} options={carriers.map((c) => ({ value: c.Id, label: c.Name }))} />
          </Form.Item>
          <Form.Item name="CargoTypeId" label={text('cargoType')}>
            <Select allowClear options={cargoTypes.map((c) => ({ value: c.Id, label: c.Name }))} />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="DeclaredValue" label={text('declaredValue')} rules={[rules.decimal({ maxDecimal: 4 })]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="CurrencyId" label={text('currency')}>
                <Select allowClear placeholder={text('baseCurrency')} options={currencyRows.map((c) => ({ value: c.Id, label: c.CurrencyCode }))} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Form.List name="Pieces">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  title={t('mobile.piece', { n: index + 1 })}
                  style={{ marginTop: 12 }}
                  data-testid="portal-piece"
                  extra={fields.length > 1 && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('mobile.removePiece')} onClick={() => remove(field.name)} />}
                >
                  <Row gutter={12}>
                    {piece(field.name, 'WeightKg', 3)}
                    <Col span={12}>
                      <Form.Item name={[field.name, 'Quantity']} label={text('quantity')} rules={[rules.required(), rules.integer({ cannotBeZero: true })]}>
                        <Input inputMode="numeric" />
                      </Form.Item>
                    </Col>
                    {piece(field.name, 'LengthCm', 2)}
                    {piece(field.name, 'WidthCm', 2)}
                    {piece(field.name, 'HeightCm', 2)}
                  </Row>
                </Card>
              ))}
              <Button block type="dashed" icon={<PlusOutlined />} onClick={() => add(NEW_PIECE())} style={{ marginTop: 12 }}>
                {t('mobile.addPiece')}
              </Button>
            </>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" block loading={priced.isFetching} style={{ marginTop: 12 }} data-testid="calculate">
          {text('calculate')}
        </Button>
      </Form>
      {priced.data && <Options result={priced.data} />}
    </>
  );
}

/** The options cheapest first (as the server ranks them), each opening to how its price is made. */
function Options({ result }: { result: Result }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`freightCalculator.${key}`, params);
  return (
    <section style={{ marginTop: 16 }} data-testid="calculator-results">
      <Typography.Title level={5}>{text('results')}</Typography.Title>
      {result.Options.length === 0 ? (
        <Empty description={text('noOptions')} />
      ) : (
        <Collapse
          items={result.Options.map((o, i) => ({
            key: o.QuotationId,
            label: (
              <div data-testid="portal-option">
                <Typography.Text strong>
                  {i + 1}. {o.QuotationName}
                </Typography.Text>
                <div style={{ fontSize: 12, color: 'var(--home-text-secondary)' }}>
                  {o.TypeOfShippingName} · {text('days', { min: o.MinAgingDays, max: o.MaxAgingDays })} · {o.BilledWeight} kg
                </div>
              </div>
            ),
            extra: (
              <Typography.Text strong data-testid="portal-option-total">
                {o.TotalInCustomerCurrency} {o.CustomerCurrencyCode}
              </Typography.Text>
            ),
            children: <Breakdown option={o} />,
          }))}
        />
      )}
    </section>
  );
}

function Breakdown({ option }: { option: Option }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`freightCalculator.${key}`);
  return (
    <div data-testid="calculator-breakdown">
      <p style={{ margin: 0 }}>
        {text('actualWeight')}: {option.ActualWeight} kg · {text('volumetricWeight')}: {option.VolumetricWeight} kg
      </p>
      <p style={{ margin: '4px 0' }}>
        <Typography.Text strong>
          {text('billedWeight')}: {option.BilledWeight} kg
        </Typography.Text>
      </p>
      <ol style={{ paddingInlineStart: 20 }}>
        {option.BilledWeightSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ul className="portal-list">
        {option.Items.map((item) => (
          <li key={`${item.Kind}-${item.Code}`} style={{ padding: '8px 0' }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>
                <Tag color={KIND_COLOR[item.Kind]}>{t(`freightCalculator.kinds.${item.Kind}`)}</Tag>
                {item.Kind === 'Surcharge' && item.Name}
                {item.AllowRefunds && <Tag style={{ marginInlineStart: 8 }}>{text('refundable')}</Tag>}
              </span>
              <Typography.Text>
                {item.Amount} {option.CurrencyCode}
              </Typography.Text>
            </div>
            <div className="portal-list-meta">{item.Explanation}</div>
          </li>
        ))}
      </ul>
      <Typography.Text strong>
        {text('total')}: {option.Total} {option.CurrencyCode}
        {option.CustomerCurrencyCode !== option.CurrencyCode && ` = ${option.TotalInCustomerCurrency} ${option.CustomerCurrencyCode}`}
      </Typography.Text>
    </div>
  );
}
