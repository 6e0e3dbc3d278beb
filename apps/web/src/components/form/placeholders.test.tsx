import { render } from '@testing-library/react';
import { DatePicker, Form, Input, InputNumber, Select, Switch, type SelectProps } from 'antd';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { DateText } from '../quotations/QuotationControls.tsx';
import { QueryForm } from '../query/QueryForm.tsx';
import { EditableTable } from './EditableTable.tsx';
import { FormFields, type FormField } from './FormFields.tsx';
import { FormItem } from './FormItem.tsx';
import { choosesValue } from './placeholders.ts';

/** A page's own dropdown wrapping Ant Design's Select, as the carriers' template choice does. */
function TemplateSelect(props: SelectProps<number>) {
  return <Select {...props} options={[{ value: 1, label: 'A4 label' }]} />;
}
choosesValue(TemplateSelect);

const FIELDS: FormField[] = [
  { name: 'Name', label: '仓库名称' },
  { name: 'Pieces', label: '件数', input: <InputNumber /> },
  { name: 'Template', label: '面单模板', input: <TemplateSelect /> },
  { name: 'EffectiveDate', label: '生效日期', input: <DateText /> },
  { name: 'Type', label: '类型', input: 'select', options: [] },
  { name: 'Alias', label: '别名', input: <Input placeholder="全部仓库" /> },
];

afterAll(() => i18n.changeLanguage('zh-CN'));

/** Every placeholder shown: typed inputs' and pickers' attributes, and the text a dropdown shows while empty. */
function shownPlaceholders(): string[] {
  const inputs = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')].map((input) => input.placeholder);
  const selects = [...document.querySelectorAll('.ant-select-placeholder')].map((span) => span.textContent ?? '');
  return [...inputs, ...selects].sort();
}

describe('placeholders of the form and query kit', () => {
  it.each([
    ['zh-CN', ['请输入仓库名称', '请输入件数', '请选择面单模板', '请选择生效日期', '请选择类型', '全部仓库']],
    ['zh-TW', ['請輸入仓库名称', '請輸入件数', '請選擇面单模板', '請選擇生效日期', '請選擇类型', '全部仓库']],
  ] as const)('says "please select" on dropdowns and date pickers, "please enter" on typed fields, and keeps a page’s own hint (%s)', async (locale, expected) => {
    await i18n.changeLanguage(locale);
    render(
      <Form>
        <FormFields fields={FIELDS} widthSize={2} />
      </Form>,
    );
    expect(shownPlaceholders()).toEqual([...expected].sort());
  });

  it('gives a query form’s own controls and its date range the same words', async () => {
    await i18n.changeLanguage('en');
    render(
      <QueryForm
        onQuery={() => undefined}
        fields={[
          { kind: 'custom', name: 'TemplateId', label: 'Template', render: () => <TemplateSelect /> },
          { kind: 'custom', name: 'Code', label: 'Code', render: () => <Input /> },
          { kind: 'dateRange', label: 'Received' },
        ]}
      />,
    );
    expect(shownPlaceholders()).toEqual(['Please enter Code', 'Please select Template', 'Please select end date', 'Please select start date'].sort());
  });

  it('gives an editable table’s cells the same words, titled by their column', async () => {
    await i18n.changeLanguage('zh-CN');
    type Line = { Code?: string; Template?: number };
    render(<EditableTable<Line> initialRows={[{}]} newRow={() => ({})} columns={[{ key: 'Code', title: '编码' }, { key: 'Template', title: '面单模板', input: <TemplateSelect /> }]} />);
    expect(shownPlaceholders()).toEqual(['请输入编码', '请选择面单模板']);
  });

  it('gives a hand-written FormItem’s control the same words from its label, and leaves a switch and a page’s own hint alone', async () => {
    await i18n.changeLanguage('zh-CN');
    render(
      <Form>
        <FormItem name="Remark" label="备注">
          <Input.TextArea />
        </FormItem>
        <FormItem name="Quantity" label="数量">
          <InputNumber />
        </FormItem>
        <FormItem name="TemplateId" label="面单模板">
          <TemplateSelect />
        </FormItem>
        <FormItem name="Bucket" label="库存类型">
          <Select options={[]} />
        </FormItem>
        <FormItem name="Arrival" label="到货日期">
          <DatePicker />
        </FormItem>
        <FormItem name="Code" label="编码">
          <Input placeholder="例如 A-01" />
        </FormItem>
        <FormItem name="Enabled" label="启用" valuePropName="checked">
          <Switch />
        </FormItem>
      </Form>,
    );
    expect(shownPlaceholders()).toEqual(['例如 A-01', '请输入备注', '请输入数量', '请选择到货日期', '请选择库存类型', '请选择面单模板'].sort());
  });
});
