import { transferQuotation as api } from '@lbo/contracts';
import { Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableTable } from '../../components/form/EditableTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { optionsOf, useQuotationChoices, valuesRule } from './quotationParts.tsx';

type RangeRow = api.WeightRangeFields;
type SurchargeRow = Omit<api.SurchargeFields, 'ExpenseTypeId'> & { ExpenseTypeId?: number };

const NEW_RANGE = (): RangeRow => ({ StartingRange: '', EndRange: '', FirstWeightUnitPrice: '', UnitPrice: '', AdditionalCost: '0' });
const NEW_SURCHARGE = (): SurchargeRow => ({
  Code: '',
  TriggerDataSource: 'Always',
  TriggerRule: 'GreaterThan',
  TriggerValue: '',
  AmountOfMoney: '',
  CalculationMethod: 'Fixed',
  MiniMumMoney: '0',
  FreeWeight: '0',
  FreeQuantity: 0,
  FirstCharge: true,
  AllowRefunds: false,
  CbmVolumeRatio: '0',
  VolumeUnitPrice: '0',
  VolumeAccumulation: false,
});

/** The issue the contracts' rules find on one cell (`['Ranges', 2, 'StartingRange']`), judged on the whole form. */
function rowRule(list: 'Ranges' | 'Surcharges', row: number, field: string) {
  return valuesRule((get) => {
    if (list === 'Ranges') {
      const issues = api.weightRangeIssues((get('Ranges') as RangeRow[] | undefined) ?? []);
      return issues.find((i) => i.path[1] === row && i.path[2] === field)?.message ?? null;
    }
    const surcharge = get(['Surcharges', row]) as api.SurchargeTriggerValues | undefined;
    if (!surcharge) return null;
    return api.surchargeIssues(surcharge, row).find((i) => i.path[2] === field)?.message ?? null;
  });
}

/** A surcharge's trigger value, as its source needs it: countries and cargo types chosen from lists, numbers typed, nothing for Always. */
function TriggerValueInput({ row, cargoTypes, value, onChange, ...rest }: { row: number; cargoTypes: { value: string; label: string }[]; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const source = Form.useWatch(['Surcharges', row, 'TriggerDataSource']) as api.TriggerDataSource | undefined;
  const items = api.triggerValueItems(value ?? '');
  const join = (chosen: string[]) => onChange?.(chosen.join(','));
  if (source === 'Always') return <Input {...rest} disabled value="" placeholder={t('transferQuotations.always')} />;
  if (source === 'CargoType') return <Select {...rest} mode="multiple" style={{ minWidth: 160 }} value={items} onChange={join} options={cargoTypes} />;
  if (source === 'Country') return <Select {...rest} mode="tags" open={false} suffixIcon={null} style={{ minWidth: 160 }} tokenSeparators={[',', ' ']} value={items} onChange={(codes: string[]) => join(codes.map((c) => c.toUpperCase()))} />;
  return <Input {...rest} value={value} onChange={(e) => onChange?.(e.target.value)} style={{ width: 110 }} />;
}

const money = () => [rules.required(), rules.decimal({ maxDecimal: 4 })];
const decimalInput = (width = 100) => <Input inputMode="decimal" style={{ width }} />;

/** The weight ranges and surcharges of a quotation, edited in tables inside the quotation's form and saved with it. */
export function QuotationRowsEditor({ siteId }: { siteId: number | undefined }) {
  const { t } = useTranslation();
  const choices = useQuotationChoices(siteId);
  const text = (key: string) => t(`transferQuotations.${key}`);
  return (
    <>
      <Typography.Title level={5}>{text('ranges')}</Typography.Title>
      <Typography.Paragraph type="secondary">{text('rangesHelp')}</Typography.Paragraph>
      <div data-testid="quotation-ranges">
        <EditableTable<RangeRow>
          name="Ranges"
          newRow={NEW_RANGE}
          tableRules={[{ column: 'StartingRange', check: (rows) => (rows.length === 0 ? 'CannotBeEmpty' : null) }]}
          columns={[
            { key: 'StartingRange', title: text('startingRange'), input: decimalInput(), rules: (row) => [rules.required(), rules.decimal(), rowRule('Ranges', row, 'StartingRange')] },
            { key: 'EndRange', title: text('endRange'), input: decimalInput(), rules: (row) => [rules.required(), rules.decimal(), rowRule('Ranges', row, 'EndRange')] },
            { key: 'FirstWeightUnitPrice', title: text('firstWeightUnitPrice'), input: decimalInput(), rules: money() },
            { key: 'UnitPrice', title: text('unitPrice'), input: decimalInput(), rules: money() },
            { key: 'AdditionalCost', title: text('additionalCost'), input: decimalInput(), rules: money() },
          ]}
        />
      </div>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {text('surcharges')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{text('surchargesHelp')}</Typography.Paragraph>
      <div data-testid="quotation-surcharges">
        <EditableTable<SurchargeRow>
          name="Surcharges"
          newRow={NEW_SURCHARGE}
          columns={[
            { key: 'ExpenseTypeId', title: text('expenseType'), input: <Select options={choices.expenseTypes} style={{ width: 170 }} showSearch optionFilterProp="label" />, rules: [rules.required()] },
            { key: 'Code', title: text('code'), input: <Input style={{ width: 100 }} />, rules: [{ max: api.SURCHARGE_CODE_MAX }] },
            { key: 'TriggerDataSource', title: text('triggerDataSource'), input: <Select options={optionsOf(api.TRIGGER_DATA_SOURCES, t, 'sources')} style={{ width: 150 }} />, rules: [rules.required()] },
            { key: 'TriggerRule', title: text('triggerRule'), input: <Select options={optionsOf(api.TRIGGER_RULES, t, 'rules')} style={{ width: 90 }} />, rules: (row) => [rowRule('Surcharges', row, 'TriggerRule')] },
            { key: 'TriggerValue', title: text('triggerValue'), input: (row) => <TriggerValueInput row={row} cargoTypes={choices.cargoTypes} />, rules: (row) => [rowRule('Surcharges', row, 'TriggerValue')] },
            { key: 'AmountOfMoney', title: text('amountOfMoney'), input: decimalInput(90), rules: (row) => [...money(), rowRule('Surcharges', row, 'AmountOfMoney')] },
            { key: 'CalculationMethod', title: text('calculationMethod'), input: <Select options={optionsOf(api.CALCULATION_METHODS, t, 'methods')} style={{ width: 160 }} />, rules: [rules.required()] },
            { key: 'MiniMumMoney', title: text('miniMumMoney'), input: decimalInput(90), rules: money() },
            { key: 'FreeWeight', title: text('freeWeight'), input: decimalInput(90), rules: [rules.required(), rules.decimal()] },
            { key: 'FreeQuantity', title: text('freeQuantity'), input: <InputNumber min={0} precision={0} style={{ width: 80 }} />, rules: [rules.integer()] },
            { key: 'FirstCharge', title: text('firstCharge'), input: <Switch size="small" /> },
            { key: 'AllowRefunds', title: text('allowRefunds'), input: <Switch size="small" /> },
            { key: 'CbmVolumeRatio', title: text('cbmVolumeRatio'), input: decimalInput(90), rules: [rules.decimal()] },
            { key: 'VolumeUnitPrice', title: text('volumeUnitPrice'), input: decimalInput(90), rules: [rules.decimal({ maxDecimal: 4 })] },
            { key: 'VolumeAccumulation', title: text('volumeAccumulation'), input: <Switch size="small" /> },
          ]}
        />
      </div>
    </>
  );
}
