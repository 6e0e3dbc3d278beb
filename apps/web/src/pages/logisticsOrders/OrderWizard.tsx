import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AccountType, cargoType, currencies, logisticsOrders as api, select, type OrderSide, type RequestOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Col, Descriptions, Divider, Empty, Flex, Form, Input, InputNumber, Radio, Row, Select, Space, Spin, Switch, Typography } from 'antd';
import { Decimal } from 'decimal.js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { FormItem } from '../../components/form/FormItem.tsx';
import { StepWizard } from '../../components/form/StepWizard.tsx';
import { ApplicantInformationPicker } from '../../components/pickers/pickers.tsx';
import { UserSelect } from '../../components/pickers/PagedSelect.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { rules } from '../../lib/formRules.ts';
import { inLanguage } from '../../lib/contractWords.ts';
import { Charges, type Charge } from './Charges.tsx';
import { money } from './orderWords.tsx';
import { CarrierChoice, OptionChoice, ParcelChoice, RecipientChoice, ServiceChoice, StockChoice } from './wizardParts.tsx';
import './texts.ts';

type Draft = api.DraftPrice;

type Goods = { Name?: string; Quantity?: number; UnitValue?: string; CurrencyCode?: string };

/** What the goods lines add up to (quantity × unit value) and their one currency; null while a line lacks either or the lines mix currencies. */
function goodsTotalOf(goods: readonly (Goods | undefined)[] | undefined): { total: string; currency: string } | null {
  const lines = (goods ?? []).filter((g): g is Goods => g !== undefined);
  const codes = new Set(lines.map((g) => g.CurrencyCode || 'USD'));
  if (lines.length === 0 || codes.size !== 1) return null;
  let total = new Decimal(0);
  for (const g of lines) {
    if (!g.Quantity || !/^\d+(\.\d+)?$/.test(g.UnitValue ?? '')) return null;
    total = total.plus(new Decimal(g.UnitValue!).times(g.Quantity));
  }
  return { total: total.toFixed(2), currency: [...codes][0]! };
}
interface Values {
  Customer?: { Id: number; NickName?: string } | null;
  WarehouseId?: number;
  CargoTypeId?: number;
  PackageIds?: number[];
  Commodities?: { CommodityId: number; Quantity: number }[];
  RecipientInformationId?: number;
  QuotationId?: number;
  CarrierId?: number;
  ValueAddedServiceIds?: number[];
  Goods?: Goods[];
  DeclaredPrice?: string;
  CurrencyId?: number;
  Applicant?: { Id: number; Contacts: string } | null;
  TaxType?: number;
  IsCod?: boolean;
  Collection?: string;
  Remarks?: string;
}

/** Which step holds each field the server may refuse, so a refusal takes the customer back to it. */
const STEP_OF_FIELD: Record<string, number> = {
  UserId: 0, WarehouseId: 0, CargoTypeId: 0, PackageIds: 0, Commodities: 0,
  RecipientInformationId: 1,
  QuotationId: 2, CarrierId: 2,
  ValueAddedServiceIds: 3,
  Goods: 4, DeclaredPrice: 4, CurrencyId: 4, ApplicantInformationId: 4, TaxType: 4, IsCod: 4, Collection: 4, Remarks: 4,
};
/** The form's name of a body field (the pickers hold whole rows). */
const FORM_NAME: Record<string, string> = { UserId: 'Customer', ApplicantInformationId: 'Applicant' };
const STEP_FIELDS: readonly (readonly string[])[] = [
  ['Customer', 'WarehouseId', 'CargoTypeId', 'PackageIds', 'Commodities'],
  ['RecipientInformationId'],
  ['QuotationId', 'CarrierId'],
  ['ValueAddedServiceIds'],
  ['Goods', 'DeclaredPrice', 'CurrencyId', 'Applicant', 'TaxType', 'IsCod', 'Collection', 'Remarks'],
];

/** A refusal's words after the field it names ("IsCod: …"), for the field that shows it. */
const withoutField = (message: string) => message.replace(/^[\w.]+[:：]\s*/, '');

/**
 * A refusal's fields: the schema's (Data.Errors, each with its Field path) or the one a business
 * rule names first ("PackageIds: parcel … cannot be shipped"); each with its message after the name.
 */
export function fieldErrorsOf(error: unknown): { path: (string | number)[]; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const toPath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const listed = (error.data as { Errors?: { Field: string; Message: string }[] } | null)?.Errors;
  if (listed?.length) return listed.map((e) => ({ path: toPath(e.Field), message: withoutField(e.Message) }));
  const named = /^([A-Za-z][\w.]*)[:：]/.exec(error.message);
  return named ? [{ path: toPath(named[1]!), message: withoutField(error.message) }] : [];
}

const sum = (values: readonly string[]) => values.reduce((total, v) => total.plus(v), new Decimal(0));

/**
 * Shipping goods (spec: create a logistics order) step by step, for the customer (and in the phone
 * portal) or for staff naming the customer: the goods (shippable parcels consolidated, quantities of
 * commodities in stock), the recipient, the priced route and its carrier, value-added services, the
 * declaration, and a review of the price about to be accepted. Each step is checked before the
 * next; a refusal on submission marks its field and goes back to its step.
 */
export function OrderWizard({ side, onDone }: { side: OrderSide; onDone?: () => void }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`orders.${key}`, params);
  const { message, modal } = App.useApp();
  const may = usePermission();
  const addKey = side === 'user' ? 'UserLogisticsOrder.Add' : 'LogisticsOrder.Add';
  const [form] = Form.useForm<Values>();
  const [active, setActive] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [review, setReview] = useState<Draft | null>(null);
  const [submitted, setSubmitted] = useState<api.OrderRow | null>(null);
  // A refusal's field errors, set once their step has mounted its fields (an unmounted field keeps none).
  const [refused, setRefused] = useState<{ name: never; errors: string[] }[]>([]);
  useEffect(() => {
    if (refused.length === 0) return;
    form.setFields(refused);
    setRefused([]);
  }, [refused, form, active]);
  const customer = Form.useWatch('Customer', { form, preserve: true });
  const warehouseId = Form.useWatch('WarehouseId', { form, preserve: true });
  const quotationId = Form.useWatch('QuotationId', { form, preserve: true });
  const carrierId = Form.useWatch('CarrierId', { form, preserve: true });
  const isCod = Form.useWatch('IsCod', { form, preserve: true });
  const goods = Form.useWatch('Goods', { form, preserve: true });
  // The declared value follows the goods lines until the user types one of their own.
  const [declaredTyped, setDeclaredTyped] = useState(false);
  const userId = side === 'backstage' ? customer?.Id : undefined;
  const ready = side === 'user' || userId !== undefined;

  const shippable = useQuery({
    queryKey: ['orderShippable', side, userId ?? null],
    queryFn: () => (side === 'user' ? callApi(api.getUserShippable, {}) : callApi(api.getShippable, { UserId: userId! })),
    enabled: ready,
  });
  const cargoTypes = useQuery({ queryKey: [cargoType.getSelectCargoTypes.path], queryFn: () => callApi(cargoType.getSelectCargoTypes, {}, { silent: true }) });
  const currencyRows = useQuery({ queryKey: [currencies.getSelectCurrency.path], queryFn: () => callApi(currencies.getSelectCurrency, {}, { silent: true }) });
  // The warehouses holding something the customer can ship, the first chosen.
  const warehouses = [...new Map([...(shippable.data?.Packages ?? []), ...(shippable.data?.Commodities ?? [])].map((g) => [g.WarehouseId, g.WarehouseName])).entries()];
  const parcels = (shippable.data?.Packages ?? []).filter((p) => p.WarehouseId === warehouseId);
  const stock = (shippable.data?.Commodities ?? []).filter((c) => c.WarehouseId === warehouseId);
  const option = (draft?.Options ?? []).find((o) => o.QuotationId === quotationId);
  const carrier = option?.Carriers.find((c) => c.Id === carrierId);
  // Whether the site and the customer's group allow COD, and up to how much (the server's answer with the price).
  const codTerms = draft?.CashOnDelivery;
  useEffect(() => {
    const sum = declaredTyped ? null : goodsTotalOf(goods);
    // Declared in the lines' currency: a sum without a currency of the site to name it would be declared in the wrong one.
    const currency = sum && currencyRows.data?.find((c) => c.CurrencyCode === sum.currency);
    if (sum && currency) form.setFieldsValue({ DeclaredPrice: sum.total, CurrencyId: currency.Id });
  }, [goods, declaredTyped, currencyRows.data, form]);

  const shipment = (v: Values) => ({
    WarehouseId: v.WarehouseId!,
    PackageIds: v.PackageIds ?? [],
    Commodities: v.Commodities ?? [],
    RecipientInformationId: v.RecipientInformationId!,
    CargoTypeId: v.CargoTypeId,
    DeclaredPrice: v.DeclaredPrice || '0',
    CurrencyId: v.CurrencyId,
  });
  const price = async (v: Values) => (side === 'user' ? callApi(api.priceUserOrder, shipment(v), { silent: true }) : callApi(api.priceOrder, { ...shipment(v), UserId: userId! }, { silent: true }));
  const all = () => form.getFieldsValue(true) as Values;

  /** A refusal shown on its fields, the wizard back at the first step holding one; a refusal of no field as a message. */
  const showRefusal = (error: unknown) => {
    const fields = fieldErrorsOf(error)
      .map((e) => ({ ...e, path: [FORM_NAME[String(e.path[0])] ?? e.path[0]!, ...e.path.slice(1)], step: STEP_OF_FIELD[String(e.path[0])] }))
      .filter((e) => e.step !== undefined);
    if (fields.length === 0) {
      if (error instanceof Error) void message.error(error.message);
      return;
    }
    setActive(Math.min(...fields.map((f) => f.step!)));
    setRefused(fields.map((f) => ({ name: f.path as never, errors: [f.message] })));
    void message.error(text('fixField'));
  };

  // Each step's own rules, then (recipient, declaration) the pricing it leads to.
  const check = (step: number) => async () => {
    await form.validateFields([...STEP_FIELDS[step]!]);
    const v = all();
    if (step === 1) {
      try {
        const priced = await price(v);
        setDraft(priced);
        const kept = priced.Options.find((o) => o.QuotationId === v.QuotationId);
        const first = kept ?? priced.Options[0];
        form.setFieldsValue({ QuotationId: first?.QuotationId, CarrierId: first?.Carriers.find((c) => c.Id === v.CarrierId)?.Id ?? first?.Carriers[0]?.Id });
      } catch (error) {
        showRefusal(error);
        return false;
      }
    }
    if (step === 3 && !(v.Goods ?? []).length) form.setFieldsValue({ Goods: goodsOf(v) });
    if (step === 4) {
      try {
        const priced = await price(v);
        setReview(priced);
        if (!priced.Options.some((o) => o.QuotationId === v.QuotationId)) {
          setDraft(priced);
          form.setFields([{ name: 'QuotationId', errors: [text('staleOption')] }]);
          setActive(2);
          return false;
        }
      } catch (error) {
        showRefusal(error);
        return false;
      }
    }
    return true;
  };

  /** The declaration starts from what is shipped: each parcel's goods and each commodity's declaration name, with their values. */
  const goodsOf = (v: Values): Goods[] => [
    ...parcels.filter((p) => v.PackageIds?.includes(p.Id)).map((p) => ({ Name: p.ProductName, Quantity: p.Quantity, UnitValue: p.Price ?? undefined, CurrencyCode: 'USD' })),
    ...stock.flatMap((c) => {
      const line = v.Commodities?.find((l) => l.CommodityId === c.CommodityId);
      return line ? [{ Name: c.DeclarationName || c.CommodityName, Quantity: line.Quantity, UnitValue: c.Price ?? undefined, CurrencyCode: c.Currency || 'USD' }] : [];
    }),
  ];

  const reviewed = review?.Options.find((o) => o.QuotationId === quotationId);
  const chosenServices = (review?.ValueAddedServices ?? []).flatMap((g) => g.Services.filter((s) => (all().ValueAddedServiceIds ?? []).includes(s.Id)));
  const serviceCharges: Charge[] = chosenServices.map((s) => ({ Kind: 'ValueAddedService', Code: `VAS${s.Id}`, Name: s.Name, Amount: s.Amount, Explanation: s.Explain, CurrencyCode: s.CurrencyCode }));
  // The total the customer accepts: the route's, plus the services in its currency (others are converted by the server, which answers the new total to confirm).
  const expectedTotal = reviewed ? sum([reviewed.Total, ...chosenServices.filter((s) => s.CurrencyCode === reviewed.CurrencyCode).map((s) => s.Amount)]).toFixed(2) : null;
  const converted = reviewed !== undefined && chosenServices.some((s) => s.CurrencyCode !== reviewed.CurrencyCode);

  const submit = async (expected: string): Promise<boolean> => {
    const v = all();
    const body: RequestOf<typeof api.addUserOrder> = {
      ...shipment(v),
      QuotationId: v.QuotationId!,
      CarrierId: v.CarrierId!,
      ExpectedTotal: expected,
      ValueAddedServiceIds: v.ValueAddedServiceIds ?? [],
      IsCod: v.IsCod ?? false,
      Collection: v.IsCod ? v.Collection || '0' : '0',
      TaxType: (v.TaxType ?? select.taxType.values.DutiesUnpaid) as RequestOf<typeof api.addUserOrder>['TaxType'],
      ApplicantInformationId: v.Applicant?.Id,
      Goods: (v.Goods ?? []).map((g) => ({ Name: g.Name!, Quantity: g.Quantity!, UnitValue: g.UnitValue || '0', CurrencyCode: g.CurrencyCode || 'USD' })),
      Remarks: v.Remarks ?? '',
    };
    try {
      const order = side === 'user' ? await callApi(api.addUserOrder, body, { silent: true }) : await callApi(api.addOrder, { ...body, UserId: userId! }, { silent: true });
      setSubmitted(order);
      return true;
    } catch (error) {
      const newTotal = error instanceof ApiError ? (error.data as { Total?: string } | null)?.Total : undefined;
      if (newTotal !== undefined && reviewed) {
        return new Promise<boolean>((resolve) => {
          modal.confirm({
            title: text('priceChangedTitle'),
            content: text('priceChanged', { total: newTotal, currency: reviewed.CurrencyCode }),
            okText: text('submit'),
            onOk: async () => resolve(await submit(newTotal)),
            onCancel: () => resolve(false),
          });
        });
      }
      showRefusal(error);
      return false;
    }
  };

  const restart = () => {
    form.resetFields();
    setDeclaredTyped(false);
    setDraft(null);
    setReview(null);
    setSubmitted(null);
    setActive(0);
  };

  const goodsStep = (
    <Row gutter={16}>
      {side === 'backstage' && (
        <Col xs={24} md={8}>
          <FormItem name="Customer" label={text('chooseCustomer')} rules={[rules.required()]}>
            <UserSelect accountType={AccountType.SiteUser} onChange={() => form.setFieldsValue({ WarehouseId: undefined, PackageIds: [], Commodities: [], RecipientInformationId: undefined })} />
          </FormItem>
        </Col>
      )}
      <Col xs={24} md={8}>
        <FormItem name="WarehouseId" label={text('warehouse')} rules={[rules.required()]}>
          <Select
            placeholder={ready ? text('chooseWarehouseFirst') : text('chooseCustomerFirst')}
            loading={shippable.isFetching}
            options={warehouses.map(([id, name]) => ({ value: id, label: name }))}
            onChange={() => form.setFieldsValue({ PackageIds: [], Commodities: [] })}
          />
        </FormItem>
      </Col>
      <Col xs={24} md={8}>
        <FormItem name="CargoTypeId" label={text('cargoType')} extra={text('cargoTypeHelp')}>
          <Select allowClear options={(cargoTypes.data ?? []).map((c) => ({ value: c.Id, label: c.Name }))} />
        </FormItem>
      </Col>
      <Col xs={24}>
        {shippable.isFetching && !shippable.data ? (
          <Spin />
        ) : ready && warehouses.length === 0 ? (
          <Empty description={text('nothingToShip')} />
        ) : warehouseId !== undefined ? (
          <>
            {parcels.length > 0 && (
              <FormItem
                name="PackageIds"
                label={text('shippableParcels')}
                extra={text('shippableHelp')}
                dependencies={['Commodities']}
                rules={[{ validator: async (_, ids?: number[]) => (ids?.length || form.getFieldValue('Commodities')?.length ? undefined : Promise.reject(new Error(text('chooseGoods')))) }]}
              >
                <ParcelChoice parcels={parcels} />
              </FormItem>
            )}
            {stock.length > 0 && (
              <FormItem
                name="Commodities"
                label={text('stock')}
                extra={text('stockHelp')}
                dependencies={['PackageIds']}
                rules={[{ validator: async (_, lines?: unknown[]) => (lines?.length || form.getFieldValue('PackageIds')?.length ? undefined : Promise.reject(new Error(text('chooseGoods')))) }]}
              >
                <StockChoice stock={stock} />
              </FormItem>
            )}
          </>
        ) : null}
      </Col>
    </Row>
  );

  const recipientStep = (
    <FormItem name="RecipientInformationId" label={text('shipTo')} rules={[rules.required()]}>
      <RecipientChoice side={side} userId={userId} />
    </FormItem>
  );

  const shippingStep = draft && (
    <>
      <Typography.Paragraph type="secondary">{text('priced', { date: draft.Date, weight: draft.ActualWeight })}</Typography.Paragraph>
      <FormItem name="QuotationId" label={text('quotation')} rules={[rules.required()]}>
        <OptionChoice options={draft.Options} onChange={(id) => form.setFieldsValue({ CarrierId: draft.Options.find((o) => o.QuotationId === id)?.Carriers[0]?.Id })} />
      </FormItem>
      {option && (
        <FormItem name="CarrierId" label={text('carrier')} rules={[rules.required()]}>
          <CarrierChoice option={option} />
        </FormItem>
      )}
    </>
  );

  const servicesStep = draft && (
    <FormItem name="ValueAddedServiceIds">
      <ServiceChoice groups={draft.ValueAddedServices} />
    </FormItem>
  );

  const declarationStep = (
    <>
      <Typography.Title level={5}>{text('goodsLines')}</Typography.Title>
      <Form.List name="Goods" rules={[{ validator: async (_, lines?: unknown[]) => (lines?.length ? undefined : Promise.reject(new Error(text('chooseGoods')))) }]}>
        {(lines, { add, remove }, { errors }) => (
          <div data-testid="goods-lines">
            {lines.map((line) => (
              <Flex key={line.key} gap={8} wrap align="start">
                <FormItem name={[line.name, 'Name']} rules={[rules.required(), { max: api.GOODS_NAME_MAX }]} style={{ flex: '2 1 180px' }}>
                  <Input placeholder={text('goodsName')} aria-label={text('goodsName')} />
                </FormItem>
                <FormItem name={[line.name, 'Quantity']} rules={[rules.required()]} style={{ flex: '1 1 80px' }}>
                  <InputNumber min={1} max={api.ORDER_QUANTITY_MAX} precision={0} placeholder={text('quantity')} aria-label={text('quantity')} style={{ width: '100%' }} />
                </FormItem>
                <FormItem name={[line.name, 'UnitValue']} rules={[rules.required(), rules.decimal({ maxDecimal: 2 })]} style={{ flex: '1 1 100px' }}>
                  <Input inputMode="decimal" placeholder={text('unitValue')} aria-label={text('unitValue')} />
                </FormItem>
                <FormItem name={[line.name, 'CurrencyCode']} style={{ flex: '0 1 90px' }}>
                  <Select aria-label={text('currency')} options={[...new Set(['USD', ...(currencyRows.data ?? []).map((c) => c.CurrencyCode)])].map((code) => ({ value: code, label: code }))} />
                </FormItem>
                <Button type="text" icon={<DeleteOutlined />} aria-label={text('removeLine')} onClick={() => remove(line.name)} disabled={lines.length === 1} />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            {lines.length < api.ORDER_GOODS_LINES_MAX && (
              <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ Quantity: 1, CurrencyCode: 'USD' })}>
                {text('addLine')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
      <Divider />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <FormItem name="DeclaredPrice" label={text('declaredValue')} rules={[rules.decimal({ maxDecimal: 2 })]}>
            <Input inputMode="decimal" onChange={() => setDeclaredTyped(true)} />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="CurrencyId" label={text('declaredCurrency')}>
            <Select allowClear placeholder={text('baseCurrency')} options={(currencyRows.data ?? []).map((c) => ({ value: c.Id, label: `${c.CurrencyCode} · ${c.Name}` }))} />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="Applicant" label={text('declarant')} extra={text('declarantHelp')}>
            <ApplicantInformationPicker />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="TaxType" label={text('taxType')}>
            <Radio.Group options={select.taxType.options.map((o) => ({ value: o.Value, label: inLanguage(o.Names) }))} />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="IsCod" label={text('cod')} valuePropName="checked" extra={codTerms && !codTerms.Allowed ? withoutField(codTerms.Refusal) : carrier && !carrier.IsCashOnDelivery ? text('codNotOffered') : undefined}>
            <Switch disabled={!carrier?.IsCashOnDelivery || !codTerms?.Allowed} />
          </FormItem>
        </Col>
        {isCod && (
          <Col xs={24} md={8}>
            <FormItem
              name="Collection"
              label={text('collection')}
              extra={codTerms && text('codLimit', { limit: codTerms.Limit, currency: draft?.CustomerCurrencyCode })}
              rules={[rules.required(), rules.decimal({ maxDecimal: 2, cannotBeZero: true })]}
            >
              <Input inputMode="decimal" suffix={draft?.CustomerCurrencyCode} />
            </FormItem>
          </Col>
        )}
        <Col xs={24}>
          <FormItem name="Remarks" label={text('remarks')} rules={[{ max: api.ORDER_REMARKS_MAX }]}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
          </FormItem>
        </Col>
      </Row>
    </>
  );

  const v = all();
  const reviewStep = reviewed ? (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="order-review">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          ...(customer ? [{ key: 'customer', label: text('customer'), children: customer.NickName ?? customer.Id }] : []),
          { key: 'warehouse', label: text('warehouse'), children: warehouses.find(([id]) => id === v.WarehouseId)?.[1] },
          { key: 'pieces', label: text('pieces'), children: `${text('parcelCount')} ${v.PackageIds?.length ?? 0} · ${text('commodity')} ${(v.Commodities ?? []).reduce((n, l) => n + l.Quantity, 0)}` },
          { key: 'route', label: text('quotation'), children: `${reviewed.QuotationName} · ${reviewed.TypeOfShippingName}` },
          { key: 'carrier', label: text('carrier'), children: carrier?.Name },
          { key: 'weight', label: text('billedWeight'), children: `${reviewed.BilledWeight} kg` },
          { key: 'declared', label: text('declaredValue'), children: v.DeclaredPrice || '0' },
          ...(v.IsCod ? [{ key: 'cod', label: text('collection'), children: v.Collection }] : []),
        ]}
      />
      <Typography.Title level={5}>{text('breakdown')}</Typography.Title>
      <Charges items={[...reviewed.Items, ...serviceCharges]} currency={reviewed.CurrencyCode} total={expectedTotal} note={converted ? text('servicesTotal', { currency: reviewed.CurrencyCode }) : undefined} />
    </Space>
  ) : (
    <Alert type="warning" showIcon title={text('staleOption')} />
  );

  return (
    <Form form={form} name="orderWizard" layout="vertical" initialValues={{ PackageIds: [], Commodities: [], ValueAddedServiceIds: [], DeclaredPrice: '0', TaxType: select.taxType.values.DutiesUnpaid, IsCod: false }} data-testid="order-wizard">
      <StepWizard
        active={active}
        onActiveChange={setActive}
        steps={[
          { key: 'goods', title: text('steps.goods'), content: goodsStep, beforeNext: check(0) },
          { key: 'recipient', title: text('steps.recipient'), content: recipientStep, beforeNext: check(1) },
          { key: 'shipping', title: text('steps.shipping'), content: shippingStep, beforeNext: check(2) },
          { key: 'services', title: text('steps.services'), content: servicesStep, beforeNext: check(3) },
          { key: 'declaration', title: text('steps.declaration'), content: declarationStep, beforeNext: check(4) },
          { key: 'review', title: text('steps.review'), content: reviewStep, beforeNext: may(addKey) ? () => (expectedTotal === null ? false : submit(expectedTotal)) : () => false },
        ]}
        lastStepText={text('submit')}
        successTitle={submitted ? text('submitted', { number: submitted.SerialNumber }) : undefined}
        successSubTitle={submitted ? `${money(submitted.TotalAmount, submitted.CurrencyCode)} · ${text('submittedHelp')}` : undefined}
        completeText={onDone ? text('viewOrders') : text('another')}
        onComplete={onDone ?? restart}
      />
    </Form>
  );
}
