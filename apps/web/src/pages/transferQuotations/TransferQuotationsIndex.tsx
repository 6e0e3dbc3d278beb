import { transferQuotation as api } from '@lbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Select, Switch, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { CustomerGroupSelect, DateText, ScopeTags, today } from '../../components/quotations/QuotationControls.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import type { RowAction } from '../../components/table/actions.tsx';
import { dataTableKey } from '../../components/table/DataTable.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { useCountryOptions } from '../../components/pickers/CountrySelect.tsx';
import { rules } from '../../lib/formRules.ts';
import { ChoiceSelect, optionsOf, useQuotationChoices, valuesRule } from './quotationParts.tsx';
import { RangesTable, SurchargesTable } from './QuotationTables.tsx';
import { QuotationRowsEditor } from './QuotationRowsEditor.tsx';
import './texts.ts';
import { choosesValue } from '../../components/form/placeholders.ts';

type Row = RowOf<typeof api.getTransferQuotations>;
type Detail = api.TransferQuotationEditInfo & { Surcharges: { ExpenseTypeName: string }[] };

const decimal = (maxDecimal = 3) => [rules.required(), rules.decimal({ maxDecimal })];

/** The quotation's own fields (its ranges and surcharges are the tables under them). */
function quotationFields(t: TFunction, siteId: number | undefined) {
  const text = (key: string) => t(`transferQuotations.${key}`);
  return [
    { name: 'Name', label: text('name'), rules: [rules.required(), { max: api.TRANSFER_QUOTATION_NAME_MAX }], span: 2 },
    { name: 'CurrencyId', label: text('currency'), input: <ChoiceSelect siteId={siteId} choice="currencies" />, rules: [rules.required()] },
    { name: 'TypeOfShippingId', label: text('typeOfShipping'), input: <ChoiceSelect siteId={siteId} choice="shippings" />, rules: [rules.required()] },
    { name: 'BillingMode', label: text('billingMode'), input: <Select options={optionsOf(api.BILLING_MODES, t, 'billingModes')} />, rules: [rules.required()] },
    { name: 'VolumeRatio', label: text('volumeRatio'), rules: [...decimal(), rules.decimal({ cannotBeZero: true })] },
    { name: 'SplitThrowingRatio', label: text('splitThrowingRatio'), rules: [...decimal(4), valuesRule((get) => api.checkRatio(get('SplitThrowingRatio') as string))] },
    { name: 'MinimumBillingWeight', label: text('minimumBillingWeight'), rules: decimal() },
    { name: 'Carry', label: text('carry'), rules: decimal() },
    { name: 'SuperMaterialVolumeRatio', label: text('superMaterialVolumeRatio'), rules: decimal() },
    { name: 'SuperMaterialLongestSideCm', label: text('superMaterialLongestSide'), rules: decimal(2) },
    { name: 'TaxInclusive', label: text('taxInclusive'), input: <Switch /> },
    {
      name: 'TaxInclusiveUnitPrice',
      label: text('taxRate'),
      dependencies: ['TaxInclusive'],
      rules: [...decimal(4), valuesRule((get) => api.checkTaxRate(get('TaxInclusive') === true, get('TaxInclusiveUnitPrice') as string))],
    },
    { name: 'IsEffective', label: text('isEffective'), input: <Switch /> },
    { name: 'EffectiveDate', label: text('effectiveDate'), input: <DateText />, rules: [rules.required()] },
    {
      name: 'Deadline',
      label: text('deadline'),
      input: <DateText placeholder={text('openEnded')} />,
      dependencies: ['EffectiveDate'],
      rules: [valuesRule((get) => api.checkDeadline(get('EffectiveDate') as string, get('Deadline') as string | undefined))],
    },
    { name: 'DisplayOrder', label: text('displayOrder'), input: <InputNumber min={0} precision={0} style={{ width: '100%' }} />, rules: [rules.integer()] },
    { name: 'CarrierIds', label: text('carriers'), input: <ChoiceSelect siteId={siteId} choice="carriers" mode="multiple" allowClear optionFilterProp="label" placeholder={text('allCarriers')} />, span: 2 },
    { name: 'WarehouseIds', label: text('warehouses'), input: <WarehouseSelect siteId={siteId} multiple allowClear placeholder={text('allWarehouses')} />, span: 2 },
    { name: 'CustomerGroupIds', label: text('customerGroups'), input: <CustomerGroupSelect siteId={siteId} placeholder={text('allCustomers')} />, span: 2 },
    {
      name: 'CountryCodes',
      label: text('countries'),
      input: <CountriesSelect placeholder={text('countriesHelp')} />,
      span: 2,
    },
  ];
}

/** Destination countries picked by name from the countries list (none chosen means every country). */
function CountriesSelect(props: { id?: string; value?: string[]; onChange?: (codes: string[]) => void; placeholder?: string }) {
  const countries = useCountryOptions();
  return <Select {...props} mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} loading={countries.loading} options={countries.options} />;
}

/** The list's filter: the quotations that serve one country, picked by name. */
function CountryFilter(props: { id?: string; value?: string; onChange?: (code: string | undefined) => void; placeholder: string }) {
  const countries = useCountryOptions();
  return <Select {...props} allowClear showSearch={{ optionFilterProp: 'label' }} loading={countries.loading} options={countries.options} />;
}

/** Quotations → transfer quotations: the price sheets of international shipping by weight ranges. */
export default function TransferQuotationsIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState<Row | null>(null);
  const choices = useQuotationChoices(undefined);
  const text = (key: string) => t(`transferQuotations.${key}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getTransferQuotations) });
  const setEffective = async (row: Row, on: boolean) => {
    await callApi(on ? api.enableTransferQuotations : api.disableTransferQuotations, { Ids: [row.Id] });
    void message.success(text('changed'));
    void refresh();
  };
  const effective = { key: 'IsEffective' as const, on: text('effective'), off: text('notEffective') };
  const extraActions: RowAction<Row>[] = [
    { key: 'copy', label: text('copy'), permission: 'TransferQuotations.Copy', onClick: (row: Row) => setCopying(row) },
    { key: 'enable', label: text('enable'), permission: 'TransferQuotations.Enable', hidden: (row: Row) => row.IsEffective, onClick: (row: Row) => setEffective(row, true) },
    { key: 'disable', label: text('disable'), permission: 'TransferQuotations.Disable', hidden: (row: Row) => !row.IsEffective, confirm: text('disable'), onClick: (row: Row) => setEffective(row, false) },
  ];

  return (
    <SiteListPage
      calls={{ list: api.getTransferQuotations, add: api.addTransferQuotation, getEdit: api.getEditTransferQuotation, edit: api.editTransferQuotation, remove: api.deleteTransferQuotation, detail: api.getTransferQuotationById }}
      permission="TransferQuotations"
      texts={{ createTitle: text('createTitle'), editTitle: text('editTitle'), deleteConfirm: text('deleteConfirm') }}
      name={{ title: text('name'), width: 220 }}
      queryFields={(shared) => [
        { kind: 'text', name: 'Name', label: text('name') },
        shared.status({ name: 'IsEffective', on: effective.on, off: effective.off }),
        { kind: 'select', name: 'CarrierId', label: text('carriers'), options: choices.carriers },
        { kind: 'custom', name: 'CountryCode', label: text('countries'), render: () => <CountryFilter placeholder={t('form.pleaseSelect', { label: text('countries') })} /> },
      ]}
      columns={(shared) => [
        { dataIndex: 'CurrencyCode', title: text('currency'), width: 80 },
        { dataIndex: 'TypeOfShippingName', title: text('typeOfShipping'), width: 130 },
        { key: 'aging', title: text('aging'), width: 100, render: (_, row) => t('transferQuotations.days', { min: row.MinAging, max: row.MaxAging }) },
        { dataIndex: 'CountryCodes', title: text('countries'), width: 180, render: (codes: string[]) => <ScopeTags names={codes} all={text('allCountries')} /> },
        { dataIndex: 'Carriers', title: text('carriers'), width: 180, render: (rows: Row['Carriers']) => <ScopeTags names={rows.map((c) => c.Name)} all={text('allCarriers')} /> },
        { dataIndex: 'CustomerGroups', title: text('customerGroups'), width: 150, render: (rows: Row['CustomerGroups']) => <ScopeTags names={rows.map((c) => c.Name)} all={text('allCustomers')} /> },
        { dataIndex: 'RangeCount', title: text('rangeCount'), width: 80, align: 'right' },
        { dataIndex: 'SurchargeCount', title: text('surchargeCount'), width: 80, align: 'right' },
        { key: 'validity', title: text('dates'), width: 200, render: (_, row) => `${row.EffectiveDate} ~ ${row.Deadline ?? text('openEnded')}` },
        { dataIndex: 'InForce', title: text('inForce'), width: 110, render: (on: boolean) => (on ? <Tag color="green">{text('inForce')}</Tag> : <Tag>{text('notInForce')}</Tag>) },
        shared.displayOrder,
        shared.site,
        shared.updatedAt,
      ]}
      actions={(standard) => [standard.detail, standard.edit, ...extraActions, standard.delete]}
      form={{
        name: 'transferQuotation',
        widthSize: 4,
        // Wide enough for the weight ranges and six surcharge fields a line at 1440 px, leaving the list in sight.
        width: 1280,
        drawer: true,
        defaults: {
          BillingMode: 'Weight',
          VolumeRatio: '6000',
          SuperMaterialVolumeRatio: '0',
          SuperMaterialLongestSideCm: '0',
          SplitThrowingRatio: '0',
          MinimumBillingWeight: '0',
          Carry: '0',
          TaxInclusive: true,
          TaxInclusiveUnitPrice: '0',
          IsEffective: true,
          // A new quotation applies from today unless told otherwise.
          EffectiveDate: today(),
          DisplayOrder: 0,
          Ranges: [{ StartingRange: '0', EndRange: '', FirstWeightUnitPrice: '', UnitPrice: '', AdditionalCost: '0' }],
          Surcharges: [],
        },
        fields: (_shared, { siteId }) => quotationFields(t, siteId),
        footer: ({ siteId }) => <QuotationRowsEditor siteId={siteId} />,
      }}
      detail={{
        fields: (shared) => [
          { key: 'CurrencyCode', label: text('currency') },
          { key: 'TypeOfShippingName', label: text('typeOfShipping') },
          { key: 'BillingMode', label: text('billingMode'), value: { type: 'custom', render: (mode) => t(`transferQuotations.billingModes.${String(mode)}`) } },
          { key: 'VolumeRatio', label: text('volumeRatio') },
          { key: 'SplitThrowingRatio', label: text('splitThrowingRatio') },
          { key: 'MinimumBillingWeight', label: text('minimumBillingWeight') },
          { key: 'Carry', label: text('carry') },
          { key: 'TaxInclusive', label: text('taxInclusive'), value: { type: 'custom', render: (on, r) => (on ? text('yes') : `${text('no')} · ${r.TaxInclusiveUnitPrice}%`) } },
          { key: 'EffectiveDate', label: text('effectiveDate') },
          { key: 'Deadline', label: text('deadline'), value: { type: 'custom', render: (day) => (day ? String(day) : text('openEnded')) } },
          { ...shared.flag(effective), label: text('isEffective') },
          shared.displayOrder,
          shared.site,
          shared.updatedAt,
        ],
        groups: [
          {
            key: 'scope',
            title: text('scope'),
            fields: [
              { key: 'CountryCodes', label: text('countries'), value: { type: 'custom', render: (codes) => <ScopeTags names={codes as string[]} all={text('allCountries')} /> } },
              { key: 'Carriers', label: text('carriers'), value: { type: 'custom', render: (rows) => <ScopeTags names={(rows as Row['Carriers']).map((c) => c.Name)} all={text('allCarriers')} /> } },
              { key: 'Warehouses', label: text('warehouses'), value: { type: 'custom', render: (rows) => <ScopeTags names={(rows as Row['Warehouses']).map((c) => c.Name)} all={text('allWarehouses')} /> } },
              { key: 'CustomerGroups', label: text('customerGroups'), value: { type: 'custom', render: (rows) => <ScopeTags names={(rows as Row['CustomerGroups']).map((c) => c.Name)} all={text('allCustomers')} /> } },
            ],
          },
          {
            key: 'ranges',
            title: text('ranges'),
            fields: [{ key: 'Ranges', label: text('ranges'), span: 3, value: { type: 'custom', render: (rows) => <RangesTable rows={rows as Detail['Ranges']} /> } }],
          },
          {
            key: 'surcharges',
            title: text('surcharges'),
            fields: [{ key: 'Surcharges', label: text('surcharges'), span: 3, value: { type: 'custom', render: (rows) => <SurchargesTable rows={rows as Detail['Surcharges']} /> } }],
          },
        ],
      }}
    >
      {copying && (
        <CopyQuotationModal
          row={copying}
          onClose={() => setCopying(null)}
          onCopied={() => {
            setCopying(null);
            void message.success(text('copied'));
            void refresh();
          }}
        />
      )}
    </SiteListPage>
  );
}

function CopyQuotationModal({ row, onClose, onCopied }: { row: Row; onClose: () => void; onCopied: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ Name: string }>();
  // A failed copy keeps the dialog open: the request layer has shown the server's message.
  const copy = useCallMutation(({ Name }: { Name: string }) => callApi(api.copyTransferQuotation, { Id: row.Id, Name }), { onSuccess: () => onCopied() });
  return (
    <Modal open title={t('transferQuotations.copyTitle', { name: row.Name })} onCancel={onClose} onOk={() => form.submit()} confirmLoading={copy.isPending} okText={t('transferQuotations.copy')} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ Name: `${row.Name} (2)` }} onFinish={(values) => copy.mutate(values)}>
        <Form.Item name="Name" label={t('transferQuotations.copyName')} rules={[rules.required(), { max: api.TRANSFER_QUOTATION_NAME_MAX }]} extra={t('transferQuotations.copyHelp')}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

choosesValue(CountriesSelect);
