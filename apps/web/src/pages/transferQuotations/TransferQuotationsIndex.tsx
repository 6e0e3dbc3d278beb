import { transferQuotation as api } from '@lbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Select, Tag } from 'antd';
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
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Row = RowOf<typeof api.getTransferQuotations>;
type Detail = api.TransferQuotationEditInfo & { Surcharges: { ExpenseTypeName: string }[] };

// Ratios, weights and the tax rate start at their contract defaults and stay filled in, though the contract would take them absent.
const keptFilled = { required: true } as const;

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
  const effective = { on: text('effective'), off: text('notEffective') };
  const extraActions: RowAction<Row>[] = [
    { key: 'copy', label: text('copy'), permission: 'TransferQuotations.Copy', onClick: (row: Row) => setCopying(row) },
    { key: 'enable', label: text('enable'), permission: 'TransferQuotations.Enable', hidden: (row: Row) => row.IsEffective, onClick: (row: Row) => setEffective(row, true) },
    { key: 'disable', label: text('disable'), permission: 'TransferQuotations.Disable', hidden: (row: Row) => !row.IsEffective, confirm: text('disable'), onClick: (row: Row) => setEffective(row, false) },
  ];

  return (
    <SiteListPage
      calls={api.transferQuotationCalls}
      permission="TransferQuotations"
      texts={{ createTitle: text('createTitle'), editTitle: text('editTitle'), deleteConfirm: text('deleteConfirm') }}
      labels="transferQuotations"
      fields={(shared, { siteId }) => ({
        Name: { column: { width: 220 }, query: true, form: { span: 2 } },
        CurrencyId: { label: 'transferQuotations.currency', column: false, form: { input: <ChoiceSelect siteId={siteId} choice="currencies" /> }, detail: false },
        CurrencyCode: { label: 'transferQuotations.currency', column: { width: 80 } },
        TypeOfShippingId: { label: 'transferQuotations.typeOfShipping', column: false, form: { input: <ChoiceSelect siteId={siteId} choice="shippings" /> }, detail: false },
        TypeOfShippingName: { label: 'transferQuotations.typeOfShipping', column: { width: 130 } },
        // One column shows the shipping method's promised days.
        MinAging: { column: { key: 'aging', label: 'transferQuotations.aging', width: 100, render: (_, row) => t('transferQuotations.days', { min: row.MinAging, max: row.MaxAging }) }, detail: false },
        BillingMode: {
          column: false,
          form: { input: <Select options={optionsOf(api.BILLING_MODES, t, 'billingModes')} />, required: true },
          detail: { value: { type: 'custom', render: (mode) => t(`transferQuotations.billingModes.${String(mode)}`) } },
        },
        VolumeRatio: { column: false },
        SplitThrowingRatio: { column: false, form: { ...keptFilled, rules: [valuesRule((get) => api.checkRatio(get('SplitThrowingRatio') as string))] } },
        MinimumBillingWeight: { column: false, form: keptFilled },
        Carry: { column: false, form: keptFilled },
        SuperMaterialVolumeRatio: { column: false, form: keptFilled, detail: false },
        SuperMaterialLongestSideCm: { label: 'transferQuotations.superMaterialLongestSide', column: false, form: keptFilled, detail: false },
        TaxInclusive: { column: false, detail: { value: { type: 'custom', render: (on, r) => (on ? text('yes') : `${text('no')} · ${r.TaxInclusiveUnitPrice}%`) } } },
        TaxInclusiveUnitPrice: {
          label: 'transferQuotations.taxRate',
          column: false,
          form: { ...keptFilled, dependencies: ['TaxInclusive'], rules: [valuesRule((get) => api.checkTaxRate(get('TaxInclusive') === true, get('TaxInclusiveUnitPrice') as string))] },
          detail: false,
        },
        IsEffective: { ...shared.flag({ ...effective, formLabel: 'transferQuotations.isEffective', detailLabel: 'transferQuotations.isEffective' }), column: false },
        EffectiveDate: {
          // One column shows the dates the quotation applies.
          column: { key: 'validity', label: 'transferQuotations.dates', width: 200, render: (_, row) => `${row.EffectiveDate} ~ ${row.Deadline ?? text('openEnded')}` },
          form: { input: <DateText /> },
        },
        Deadline: {
          column: false,
          form: { input: <DateText placeholder={text('openEnded')} />, dependencies: ['EffectiveDate'], rules: [valuesRule((get) => api.checkDeadline(get('EffectiveDate') as string, get('Deadline') as string | undefined))] },
          detail: { value: { type: 'custom', render: (day) => (day ? String(day) : text('openEnded')) } },
        },
        DisplayOrder: { ...shared.displayOrder, form: { label: 'transferQuotations.displayOrder', input: <InputNumber min={0} precision={0} style={{ width: '100%' }} /> } },
        CarrierId: { label: 'transferQuotations.carriers', query: { kind: 'select', options: choices.carriers } },
        CarrierIds: {
          label: 'transferQuotations.carriers',
          column: false,
          form: { input: <ChoiceSelect siteId={siteId} choice="carriers" mode="multiple" allowClear optionFilterProp="label" placeholder={text('allCarriers')} />, span: 2 },
          detail: false,
        },
        WarehouseIds: { label: 'transferQuotations.warehouses', column: false, form: { input: <WarehouseSelect siteId={siteId} multiple allowClear placeholder={text('allWarehouses')} />, span: 2 }, detail: false },
        CustomerGroupIds: { label: 'transferQuotations.customerGroups', column: false, form: { input: <CustomerGroupSelect siteId={siteId} placeholder={text('allCustomers')} />, span: 2 }, detail: false },
        CountryCode: { label: 'transferQuotations.countries', query: { kind: 'custom', render: () => <CountryFilter placeholder={t('form.pleaseSelect', { label: text('countries') })} /> } },
        CountryCodes: {
          label: 'transferQuotations.countries',
          column: { width: 180, render: (codes: string[]) => <ScopeTags names={codes} all={text('allCountries')} /> },
          form: { input: <CountriesSelect placeholder={text('countriesHelp')} />, span: 2 },
          detail: { group: 'scope', value: { type: 'custom', render: (codes) => <ScopeTags names={codes as string[]} all={text('allCountries')} /> } },
        },
        Carriers: {
          column: { width: 180, render: (rows: Row['Carriers']) => <ScopeTags names={rows.map((c) => c.Name)} all={text('allCarriers')} /> },
          detail: { group: 'scope', value: { type: 'custom', render: (rows) => <ScopeTags names={(rows as Row['Carriers']).map((c) => c.Name)} all={text('allCarriers')} /> } },
        },
        Warehouses: { column: false, detail: { group: 'scope', value: { type: 'custom', render: (rows) => <ScopeTags names={(rows as Row['Warehouses']).map((c) => c.Name)} all={text('allWarehouses')} /> } } },
        CustomerGroups: {
          column: { width: 150, render: (rows: Row['CustomerGroups']) => <ScopeTags names={rows.map((c) => c.Name)} all={text('allCustomers')} /> },
          detail: { group: 'scope', value: { type: 'custom', render: (rows) => <ScopeTags names={(rows as Row['CustomerGroups']).map((c) => c.Name)} all={text('allCustomers')} /> } },
        },
        RangeCount: { column: { width: 80, align: 'right' }, detail: false },
        SurchargeCount: { column: { width: 80, align: 'right' }, detail: false },
        InForce: { column: { width: 110, render: (on: boolean) => (on ? <Tag color="green">{text('inForce')}</Tag> : <Tag>{text('notInForce')}</Tag>) }, detail: false },
        Ranges: { column: false, form: false, detail: { group: 'ranges', span: 3, value: { type: 'custom', render: (rows) => <RangesTable rows={rows as Detail['Ranges']} /> } } },
        Surcharges: { column: false, form: false, detail: { group: 'surcharges', span: 3, value: { type: 'custom', render: (rows) => <SurchargesTable rows={rows as Detail['Surcharges']} /> } } },
        SiteName: shared.site,
        UpdateTime: shared.updatedAt,
      })}
      order={{
        columns: ['CurrencyCode', 'TypeOfShippingName', 'MinAging', 'CountryCodes', 'Carriers', 'CustomerGroups', 'RangeCount', 'SurchargeCount', 'EffectiveDate', 'InForce'],
        query: ['Name', 'IsEffective'],
        detail: ['CurrencyCode', 'TypeOfShippingName', 'BillingMode', 'VolumeRatio', 'SplitThrowingRatio', 'MinimumBillingWeight', 'Carry', 'TaxInclusive', 'EffectiveDate', 'Deadline'],
      }}
      actions={(standard) => [standard.detail, standard.edit, ...extraActions, standard.delete]}
      form={{
        name: 'transferQuotation',
        widthSize: 4,
        // Wide enough for the weight ranges and six surcharge fields a line at 1440 px, leaving the list in sight.
        width: 1280,
        drawer: true,
        defaults: {
          VolumeRatio: '6000',
          // A new quotation applies from today unless told otherwise.
          EffectiveDate: today(),
          Ranges: [{ StartingRange: '0', EndRange: '', FirstWeightUnitPrice: '', UnitPrice: '', AdditionalCost: '0' }],
          Surcharges: [],
        },
        footer: ({ siteId }) => <QuotationRowsEditor siteId={siteId} />,
      }}
      detail={{
        groups: [
          { key: 'scope', title: text('scope') },
          { key: 'ranges', title: text('ranges') },
          { key: 'surcharges', title: text('surcharges') },
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
    <FormDialog
      form={form}
      name="copyQuotation"
      title={t('transferQuotations.copyTitle', { name: row.Name })}
      onClose={onClose}
      onFinish={(values) => copy.mutate(values)}
      pending={copy.isPending}
      okText={t('transferQuotations.copy')}
      formProps={{ initialValues: { Name: `${row.Name} (2)` } }}
    >
      <FormItem name="Name" label={t('transferQuotations.copyName')} rules={[rules.required(), { max: api.TRANSFER_QUOTATION_NAME_MAX }]} extra={t('transferQuotations.copyHelp')}>
        <Input />
      </FormItem>
    </FormDialog>
  );
}

choosesValue(CountriesSelect);
