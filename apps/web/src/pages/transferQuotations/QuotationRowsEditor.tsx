import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { transferQuotation as api } from '@lbo/contracts';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Switch, Typography, type FormRule, type SelectProps } from 'antd';
import type { TFunction } from 'i18next';
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableTable } from '../../components/form/EditableTable.tsx';
import { placeholder, rules } from '../../lib/formRules.ts';
import { useCountryOptions } from '../../components/pickers/CountrySelect.tsx';
import { optionsOf, useQuotationChoices, valuesRule } from './quotationParts.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

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
  const countries = useCountryOptions();
  const source = Form.useWatch(['Surcharges', row, 'TriggerDataSource']) as api.TriggerDataSource | undefined;
  const items = api.triggerValueItems(value ?? '');
  const join = (chosen: string[]) => onChange?.(chosen.join(','));
  const choose = (options: { value: string; label: string }[], loading = false) => (
    <Select {...rest} mode="multiple" showSearch={{ optionFilterProp: 'label' }} loading={loading} value={items} onChange={join} options={options} placeholder={placeholder.select(t('transferQuotations.triggerValue'))} />
  );
  if (source === 'Always') return <Input {...rest} disabled value="" placeholder={t('transferQuotations.always')} />;
  if (source === 'CargoType') return choose(cargoTypes);
  if (source === 'Country') return choose(countries.options, countries.loading);
  return <Input {...rest} inputMode="decimal" value={value} onChange={(e) => onChange?.(e.target.value)} placeholder={placeholder.enter(t('transferQuotations.triggerValue'))} />;
}

/** A surcharge's trigger rule; there is none to choose when it always applies. */
function TriggerRuleSelect({ row, ...rest }: SelectProps & { row: number }) {
  const { t } = useTranslation();
  const source = Form.useWatch(['Surcharges', row, 'TriggerDataSource']) as api.TriggerDataSource | undefined;
  return <Select {...rest} disabled={source === 'Always'} options={optionsOf(api.TRIGGER_RULES, t, 'rules')} />;
}

const money = () => [rules.required(), rules.decimal({ maxDecimal: 4 })];
const rangeInput = () => <Input inputMode="decimal" style={{ width: 100 }} />;

type Control = ReactElement<{ placeholder?: string }>;

/** Grid columns (of 24) a field takes on phones, tablets and wide screens. */
interface Columns {
  xs: number;
  sm: number;
  lg: number;
}
const NARROW: Columns = { xs: 12, sm: 8, lg: 4 };

/** One field of a surcharge. */
interface SurchargeField {
  key: keyof SurchargeRow & string;
  input: Control | ((row: number) => Control);
  rules?: FormRule[] | ((row: number) => FormRule[]);
  /** Fields whose change re-judges this one (a trigger's value by its source and rule). */
  dependencies?: (keyof SurchargeRow & string)[];
  /** Default NARROW; a long choice or list takes more. */
  columns?: Columns;
}

/**
 * A surcharge's fifteen fields, in lines a person reads across: what is charged, when, what is
 * free, and the volume price. A table of fifteen columns does not fit a 1440 px screen.
 */
function surchargeFields(t: TFunction, choices: ReturnType<typeof useQuotationChoices>): SurchargeField[] {
  const decimal = <Input inputMode="decimal" />;
  const toggle = <Switch />;
  return [
    { key: 'ExpenseTypeId', input: <Select options={choices.expenseTypes} showSearch={{ optionFilterProp: 'label' }} />, rules: [rules.required()], columns: { xs: 24, sm: 16, lg: 8 } },
    { key: 'Code', input: <Input />, rules: [{ max: api.SURCHARGE_CODE_MAX }] },
    { key: 'AmountOfMoney', input: decimal, rules: (row) => [...money(), rowRule('Surcharges', row, 'AmountOfMoney')], dependencies: ['CalculationMethod'] },
    { key: 'CalculationMethod', input: <Select options={optionsOf(api.CALCULATION_METHODS, t, 'methods')} />, rules: [rules.required()] },
    { key: 'MiniMumMoney', input: decimal, rules: money() },
    { key: 'TriggerDataSource', input: <Select options={optionsOf(api.TRIGGER_DATA_SOURCES, t, 'sources')} />, rules: [rules.required()] },
    { key: 'TriggerRule', input: (row) => <TriggerRuleSelect row={row} />, rules: (row) => [rowRule('Surcharges', row, 'TriggerRule')], dependencies: ['TriggerDataSource'] },
    { key: 'TriggerValue', input: (row) => <TriggerValueInput row={row} cargoTypes={choices.cargoTypes} />, rules: (row) => [rowRule('Surcharges', row, 'TriggerValue')], dependencies: ['TriggerDataSource', 'TriggerRule'], columns: { xs: 24, sm: 8, lg: 8 } },
    { key: 'FreeWeight', input: decimal, rules: [rules.required(), rules.decimal()] },
    { key: 'FreeQuantity', input: <InputNumber min={0} precision={0} style={{ width: '100%' }} />, rules: [rules.integer()] },
    { key: 'CbmVolumeRatio', input: decimal, rules: [rules.decimal()] },
    { key: 'VolumeUnitPrice', input: decimal, rules: [rules.decimal({ maxDecimal: 4 })] },
    { key: 'VolumeAccumulation', input: toggle },
    { key: 'FirstCharge', input: toggle },
    { key: 'AllowRefunds', input: toggle },
  ];
}

const SURCHARGE_TITLES: Record<keyof SurchargeRow & string, string> = {
  ExpenseTypeId: 'expenseType',
  Code: 'code',
  TriggerDataSource: 'triggerDataSource',
  TriggerRule: 'triggerRule',
  TriggerValue: 'triggerValue',
  AmountOfMoney: 'amountOfMoney',
  CalculationMethod: 'calculationMethod',
  MiniMumMoney: 'miniMumMoney',
  FreeWeight: 'freeWeight',
  FreeQuantity: 'freeQuantity',
  FirstCharge: 'firstCharge',
  AllowRefunds: 'allowRefunds',
  CbmVolumeRatio: 'cbmVolumeRatio',
  VolumeUnitPrice: 'volumeUnitPrice',
  VolumeAccumulation: 'volumeAccumulation',
};

/** The surcharges as one block each: its fields labelled, five or six to a line at 1440 px, three on a tablet, two on a phone. */
function SurchargesEditor({ siteId }: { siteId: number | undefined }) {
  const { t } = useTranslation();
  const choices = useQuotationChoices(siteId);
  const fields = surchargeFields(t, choices);
  const title = (key: keyof SurchargeRow & string) => t(`transferQuotations.${SURCHARGE_TITLES[key]}`);
  return (
    <Form.List name="Surcharges">
      {(rows, { add, remove }) => (
        <Flex vertical gap={12}>
          {rows.map((row, index) => (
            <Card
              key={row.key}
              size="small"
              data-testid="quotation-surcharge"
              title={<SurchargeTitle row={row.name} number={index + 1} expenseTypes={choices.expenseTypes} />}
              extra={
                <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)}>
                  {t('form.removeRow')}
                </Button>
              }
            >
              <Row gutter={16}>
                {fields.map((field) => {
                  const input = typeof field.input === 'function' ? field.input(row.name) : field.input;
                  return (
                    <Col key={field.key} {...(field.columns ?? NARROW)}>
                      <FormItem
                        name={[row.name, field.key]}
                        label={title(field.key)}
                        rules={typeof field.rules === 'function' ? field.rules(row.name) : field.rules}
                        dependencies={field.dependencies?.map((other) => ['Surcharges', row.name, other])}
                      >
                        {withPlaceholder(input, title(field.key))}
                      </FormItem>
                    </Col>
                  );
                })}
              </Row>
            </Card>
          ))}
          {rows.length === 0 && <Typography.Text type="secondary">{t('transferQuotations.available.noSurcharges')}</Typography.Text>}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(NEW_SURCHARGE())}>
            {t('transferQuotations.addSurcharge')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** "Surcharge 2 · Fuel surcharge (FUEL)": the block's number and, once chosen, its expense type. */
function SurchargeTitle({ row, number, expenseTypes }: { row: number; number: number; expenseTypes: { value: number; label: string }[] }) {
  const { t } = useTranslation();
  const expenseTypeId = Form.useWatch(['Surcharges', row, 'ExpenseTypeId']) as number | undefined;
  const expenseType = expenseTypes.find((option) => option.value === expenseTypeId)?.label;
  const numbered = t('transferQuotations.surchargeNumber', { number });
  return <>{expenseType ? `${numbered} · ${expenseType}` : numbered}</>;
}

/** "Please select" for a choice, "Please enter" for typing, named by the field, unless the control brings its own. */
function withPlaceholder(input: Control, label: string): Control {
  if (input.props.placeholder !== undefined || input.type === Switch || input.type === TriggerValueInput) return input;
  const choosing = input.type === Select || input.type === TriggerRuleSelect;
  return cloneElement(input, { placeholder: choosing ? placeholder.select(label) : placeholder.enter(label) });
}

/** The weight ranges and surcharges of a quotation, edited inside the quotation's form and saved with it. */
export function QuotationRowsEditor({ siteId }: { siteId: number | undefined }) {
  const { t } = useTranslation();
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
            { key: 'StartingRange', title: text('startingRange'), input: rangeInput(), rules: (row) => [rules.required(), rules.decimal(), rowRule('Ranges', row, 'StartingRange')] },
            { key: 'EndRange', title: text('endRange'), input: rangeInput(), rules: (row) => [rules.required(), rules.decimal(), rowRule('Ranges', row, 'EndRange')] },
            { key: 'FirstWeightUnitPrice', title: text('firstWeightUnitPrice'), input: rangeInput(), rules: money() },
            { key: 'UnitPrice', title: text('unitPrice'), input: rangeInput(), rules: money() },
            { key: 'AdditionalCost', title: text('additionalCost'), input: rangeInput(), rules: money() },
          ]}
        />
      </div>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {text('surcharges')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{text('surchargesHelp')}</Typography.Paragraph>
      <div data-testid="quotation-surcharges">
        <SurchargesEditor siteId={siteId} />
      </div>
    </>
  );
}
