import { InboxOutlined } from '@ant-design/icons';
import { currencies, parcels, type RequestOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, InputNumber, Row, Select, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { requiredRule, rules } from '../../lib/formRules.ts';
import { batchLines, refusalByField, showRefusal } from './UserParcelParts.tsx';
import './userTexts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { choosesValue } from '../../components/form/placeholders.ts';
import { ImportRefusal } from '../../components/form/ImportRefusal.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type ForecastValues = RequestOf<typeof parcels.addUserPackage>;
type BatchValues = RequestOf<typeof parcels.batchAddUserPackages>;
/** A parcel as the edit form starts from. */
export type ForecastStart = Pick<parcels.PackageRow, 'Id' | 'CourierNumber' | 'CourierCompany' | 'WarehouseId' | 'ProductName' | 'Quantity' | 'Price' | 'PurchasePrice' | 'PurchaseCurrency' | 'ShopNo' | 'Remarks'>;

const FORECAST_FIELDS = ['CourierNumber', 'CourierCompany', 'WarehouseId', 'ProductName', 'Quantity', 'Price', 'PurchasePrice', 'PurchaseCurrency', 'ShopNo', 'Remarks'] as const;
const BATCH_FIELDS = ['WarehouseId', 'CourierCompany', 'CourierNumbers', 'ProductNames', 'Prices', 'PurchasePrices', 'PurchaseCurrency', 'Remarks'] as const;
const DEFAULT_CURRENCY = 'CNY';
const half = { xs: 24, md: 12 };

/** The site's currencies for the purchase price; the contract's default stays offered when the site lists none. */
function CurrencySelect(props: { value?: string; onChange?: (code: string) => void; id?: string; placeholder?: string }) {
  const list = useQuery({ queryKey: [currencies.getSelectCurrency.path], queryFn: () => callApi(currencies.getSelectCurrency, undefined, { silent: true }) });
  const codes = [...new Set([DEFAULT_CURRENCY, ...(list.data ?? []).map((c) => c.CurrencyCode)])];
  return <Select {...props} showSearch options={codes.map((code) => ({ value: code, label: code }))} />;
}
choosesValue(CurrencySelect);

/** The fields both forecast forms have, each declared once. */
function WarehouseField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Col {...half}>
      <FormItem name="WarehouseId" label={t('userParcels.warehouse')} rules={[requiredRule()]}>
        <WarehouseSelect disabled={disabled} />
      </FormItem>
    </Col>
  );
}

function CourierCompanyField() {
  const { t } = useTranslation();
  return (
    <Col {...half}>
      <FormItem name="CourierCompany" label={t('userParcels.courierCompany')} rules={[{ max: parcels.COURIER_COMPANY_MAX }]}>
        <Input />
      </FormItem>
    </Col>
  );
}

function CurrencyField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} sm={12} md={6}>
      <FormItem name="PurchaseCurrency" label={t('userParcels.currency')} rules={[requiredRule()]}>
        <CurrencySelect />
      </FormItem>
    </Col>
  );
}

/**
 * Saving one parcel's forecast: new (`start` absent), a forecast changed before it arrives, or the
 * declaration completed after it arrived.
 */
function useForecastSave(start: ForecastStart | undefined, onSaved: (() => void) | undefined) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ForecastValues>();
  const [refusal, setRefusal] = useState<string[]>([]);
  const save = useCallMutation(
    (values: ForecastValues) => {
      setRefusal([]);
      return start ? callApi(parcels.editUserPackage, { ...values, Id: start.Id }, { silent: true }) : callApi(parcels.addUserPackage, values, { silent: true });
    },
    {
      onSuccess: (_, values) => {
        if (start) void message.success(t('userParcels.saved'));
        else {
          void message.success(`${t('userParcels.forecastSaved', { number: values.CourierNumber.toUpperCase() })} ${t('userParcels.forecastAnother')}`);
          // The warehouse and currency usually stay the same for the next parcel; saved, they are no unsaved change.
          form.resetFields(['CourierNumber', 'CourierCompany', 'ProductName', 'Quantity', 'Price', 'PurchasePrice', 'ShopNo', 'Remarks']);
          form.setFields([
            { name: 'WarehouseId', touched: false },
            { name: 'PurchaseCurrency', touched: false },
          ]);
        }
        onSaved?.();
      },
      onError: (error) => setRefusal(showRefusal(form, error, FORECAST_FIELDS)),
    },
  );
  const initial: Partial<ForecastValues> = start
    ? { ...start, Price: start.Price ?? undefined, PurchasePrice: start.PurchasePrice ?? undefined }
    : { Quantity: 1, PurchaseCurrency: DEFAULT_CURRENCY };
  return { form, save, refusal, initial };
}

/** One parcel's fields, and what the server refused; `completing`: number and warehouse are the warehouse's now. */
function ForecastFields({ refusal, completing = false }: { refusal: string[]; completing?: boolean }) {
  const { t } = useTranslation();
  const typed = Form.useWatch<string | undefined>('CourierNumber', Form.useFormInstance()) ?? '';
  const normalised = typed.trim().toUpperCase();
  return (
    <>
      {refusal.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={refusal.join('；')} data-testid="forecast-refusal" />}
      <Row gutter={16}>
        <Col {...half}>
          <FormItem
            name="CourierNumber"
            label={t('userParcels.courierNumber')}
            rules={[requiredRule(), rules.trackingNumber(), { max: parcels.COURIER_NUMBER_MAX }]}
            extra={
              <>
                <div>{t('userParcels.courierRules', { max: parcels.COURIER_NUMBER_MAX })}</div>
                {normalised !== '' && normalised !== typed && <div data-testid="courier-normalised">{t('userParcels.courierLooksRight', { number: normalised })}</div>}
              </>
            }
          >
            <Input disabled={completing} autoComplete="off" />
          </FormItem>
        </Col>
        <WarehouseField disabled={completing} />
        <CourierCompanyField />
        <Col {...half}>
          <FormItem name="ProductName" label={t('userParcels.productName')} rules={[requiredRule(), { max: parcels.PRODUCT_NAME_MAX }]}>
            <Input />
          </FormItem>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <FormItem name="Quantity" label={t('userParcels.quantity')} rules={[requiredRule(), rules.integer({ cannotBeZero: true })]}>
            <InputNumber min={1} max={99_999} precision={0} style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <FormItem name="Price" label={t('userParcels.price')} rules={[rules.decimal({ maxDecimal: 2 })]}>
            <Input inputMode="decimal" />
          </FormItem>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <FormItem name="PurchasePrice" label={t('userParcels.purchasePrice')} rules={[rules.decimal({ maxDecimal: 2 })]}>
            <Input inputMode="decimal" />
          </FormItem>
        </Col>
        <CurrencyField />
        <Col {...half}>
          <FormItem name="ShopNo" label={t('userParcels.shopNo')} rules={[{ max: parcels.SHOP_NO_MAX }]}>
            <Input />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="Remarks" label={t('userParcels.remarks')} rules={[{ max: parcels.PACKAGE_REMARKS_MAX }]}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
          </FormItem>
        </Col>
      </Row>
    </>
  );
}

/** A new parcel's forecast; the form stays for the next parcel. */
function ForecastForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const { form, save, refusal, initial } = useForecastSave(undefined, onSaved);
  return (
    <Form<ForecastValues> form={form} name="forecast" layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)} data-testid="forecast-form">
      <ForecastFields refusal={refusal} />
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="forecast-submit">
        {t('userParcels.forecast')}
      </Button>
    </Form>
  );
}

/** A forecast changed before the parcel arrives, or (`completing`) its declaration completed after it arrived, in a drawer. */
export function ForecastEditDrawer({ start, completing, title, onClose }: { start: ForecastStart; completing: boolean; title: string; onClose: () => void }) {
  const { form, save, refusal, initial } = useForecastSave(start, onClose);
  return (
    <FormDialog<ForecastValues>
      drawer
      form={form}
      name="forecastEdit"
      title={title}
      pending={save.isPending}
      onClose={onClose}
      onFinish={(v) => save.mutate(v)}
      formProps={{ initialValues: initial, 'data-testid': 'forecast-form' }}
    >
      <ForecastFields refusal={refusal} completing={completing} />
    </FormDialog>
  );
}

/** Where a batch textarea stands against the courier numbers: its line count, and the mismatch if any. */
function lineState(text: string | undefined, expected: number, optional: boolean) {
  const count = batchLines(text).length;
  const mismatch = count !== expected && !(optional && count === 0) && expected > 0;
  return { count, mismatch };
}

/**
 * A batch forecast (spec §5): one value per line. The line counts are shown as they are typed, and a
 * count differing from the courier numbers' is shown under its field and keeps the batch from being
 * sent; what the server still refuses (a malformed line, a repeated number) goes under its field.
 */
export function BatchForecastForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BatchValues>();
  const [refusal, setRefusal] = useState<string[]>([]);
  const values = Form.useWatch([], form) as Partial<BatchValues> | undefined;
  const numbers = batchLines(values?.CourierNumbers).length;
  const lines = {
    ProductNames: lineState(values?.ProductNames, numbers, false),
    Prices: lineState(values?.Prices, numbers, true),
    PurchasePrices: lineState(values?.PurchasePrices, numbers, true),
  };
  const tooMany = numbers > parcels.BATCH_FORECAST_MAX;
  const blocked = tooMany || Object.values(lines).some((l) => l.mismatch);
  const save = useCallMutation(
    (body: BatchValues) => {
      setRefusal([]);
      return callApi(parcels.batchAddUserPackages, body, { silent: true });
    },
    {
      onSuccess: (result) => {
        void message.success(t('userParcels.batchSaved', { count: result.Count }));
        form.resetFields(['CourierNumbers', 'ProductNames', 'Prices', 'PurchasePrices', 'Remarks']);
        onSaved?.();
      },
      onError: (error) => setRefusal(showRefusal(form, error, BATCH_FIELDS)),
    },
  );
  const submit = (body: BatchValues) => {
    if (blocked) return;
    save.mutate(body);
  };

  /** The count under a textarea, and the mismatch in the error colour. */
  const countOf = (field: keyof typeof lines, help: string) => {
    const state = lines[field];
    return {
      validateStatus: state.mismatch ? ('error' as const) : undefined,
      help: state.mismatch ? <span data-testid={`mismatch-${field}`}>{t('userParcels.mismatch', { count: state.count, expected: numbers })}</span> : undefined,
      extra: (
        <span>
          {help} · <strong data-testid={`count-${field}`}>{t('userParcels.lines', { count: state.count })}</strong>
        </span>
      ),
    };
  };
  const area = <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} spellCheck={false} />;

  return (
    <Form<BatchValues> form={form} name="batchForecast" layout="vertical" initialValues={{ PurchaseCurrency: DEFAULT_CURRENCY }} onFinish={submit} data-testid="batch-form">
      {refusal.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={refusal.join('；')} data-testid="batch-refusal" />}
      <Row gutter={16}>
        <WarehouseField />
        <CourierCompanyField />
        <Col xs={24} md={12} xl={6}>
          <FormItem
            name="CourierNumbers"
            label={t('userParcels.courierNumbers')}
            rules={[requiredRule()]}
            validateStatus={tooMany ? 'error' : undefined}
            help={tooMany ? t('userParcels.tooManyLines', { max: parcels.BATCH_FORECAST_MAX }) : undefined}
            extra={
              <span>
                {t('userParcels.onePerLine')} · <strong data-testid="count-CourierNumbers">{t('userParcels.lines', { count: numbers })}</strong>
              </span>
            }
          >
            {area}
          </FormItem>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <FormItem name="ProductNames" label={t('userParcels.productNames')} rules={[requiredRule()]} {...countOf('ProductNames', t('userParcels.sameOrder'))}>
            {area}
          </FormItem>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <FormItem name="Prices" label={t('userParcels.prices')} {...countOf('Prices', t('userParcels.pricesOptional'))}>
            {area}
          </FormItem>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <FormItem name="PurchasePrices" label={t('userParcels.purchasePrices')} {...countOf('PurchasePrices', t('userParcels.pricesOptional'))}>
            {area}
          </FormItem>
        </Col>
        <CurrencyField />
        <Col xs={24} md={18}>
          <FormItem name="Remarks" label={t('userParcels.remarks')} rules={[{ max: parcels.PACKAGE_REMARKS_MAX }]}>
            <Input />
          </FormItem>
        </Col>
      </Row>
      {blocked && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('userParcels.batchBlocked')} data-testid="batch-blocked" />}
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={blocked} data-testid="batch-submit">
        {t('userParcels.forecast')}
      </Button>
    </Form>
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An Excel import of forecasts into one warehouse: all or nothing; the rows the server refused stay listed until the next try. */
export function ForecastImport({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [warehouseId, setWarehouseId] = useState<number>();
  const [refusal, setRefusal] = useState<{ file: string; messages: string[] } | null>(null);
  const maxMb = parcels.FORECAST_IMPORT_MAX_BYTES / 1024 / 1024;
  const send = useCallMutation(
    ({ file, warehouse }: { file: File; warehouse: number }) => {
      const body: RequestOf<typeof parcels.upLoadUserPackages> = { WarehouseId: warehouse };
      // The file travels beside the form fields as the FileStream part.
      return callApi(parcels.upLoadUserPackages, { ...body, FileStream: file } as typeof body, { silent: true, timeout: 60_000 });
    },
    {
      onSuccess: (result, { file }) => {
        setRefusal(null);
        void message.success(t('userParcels.imported', { count: result.Count, file: file.name }));
        onSaved?.();
      },
      onError: (error, { file }) => {
        const { byField, rest } = refusalByField(error, []);
        setRefusal({ file: file.name, messages: [...rest, ...Object.values(byField).flat()] });
      },
    },
  );
  const choose = (file: File) => {
    if (warehouseId === undefined) void message.error(t('userParcels.chooseWarehouseFirst'));
    else if (!file.name.toLowerCase().endsWith('.xlsx') && file.type !== XLSX_TYPE) void message.error(t('userParcels.notXlsx'));
    else if (file.size > parcels.FORECAST_IMPORT_MAX_BYTES) void message.error(t('userParcels.fileTooLarge', { max: maxMb }));
    else send.mutate({ file, warehouse: warehouseId });
    // The file is sent by the call above, not by the Upload's own request.
    return false;
  };

  return (
    <div data-testid="forecast-import">
      <Form layout="vertical">
        <FormItem label={t('userParcels.warehouse')} required extra={t('userParcels.importWarehouseHelp')}>
          <WarehouseSelect value={warehouseId} onChange={(id: number) => setWarehouseId(id)} style={{ maxWidth: 360 }} />
        </FormItem>
      </Form>
      <Upload.Dragger accept=".xlsx" multiple={false} showUploadList={false} beforeUpload={choose} disabled={send.isPending || warehouseId === undefined}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('userParcels.chooseFile')}</p>
        <p className="ant-upload-hint">{t('userParcels.excelHelp', { max: maxMb })}</p>
        <p className="ant-upload-hint">{t('userParcels.excelColumns')}</p>
      </Upload.Dragger>
      {send.isPending && <Typography.Paragraph style={{ marginTop: 12 }}>{t('app.loading')}</Typography.Paragraph>}
      {refusal && <ImportRefusal title={t('userParcels.importRefused', { file: refusal.file })} messages={refusal.messages} />}
    </div>
  );
}

/** The three ways to forecast, as tabs: one parcel, a batch by lines, an Excel file. */
export function ForecastTabs({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden={false}
      items={[
        { key: 'single', label: t('userParcels.single'), children: <ForecastForm onSaved={onSaved} /> },
        { key: 'batch', label: t('userParcels.batch'), children: <BatchForecastForm onSaved={onSaved} /> },
        { key: 'excel', label: t('userParcels.excel'), children: <ForecastImport onSaved={onSaved} /> },
      ]}
    />
  );
}
