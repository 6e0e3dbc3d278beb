import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkOverfilling } from '@lbo/contracts';
import { Button, Form } from 'antd';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { rules } from '../../lib/formRules.ts';
import { EditableTable, type EditableColumn } from './EditableTable.tsx';

// Ant Design forms validate asynchronously; leave room on a busy machine.

interface Commodity {
  CommodityCode: string;
  Name: string;
  Quantity: string;
  UnitPrice: string;
}

const COLUMNS: EditableColumn<Commodity>[] = [
  // No rule declared: the spec makes a commodity code cell required anyway.
  { key: 'CommodityCode', title: 'Commodity code' },
  { key: 'Name', title: 'Name' },
  { key: 'Quantity', title: 'Quantity', rules: [rules.required(), rules.integer({ cannotBeZero: true })] },
  { key: 'UnitPrice', title: 'Unit price', rules: [rules.decimal({ maxDecimal: 2 })] },
];

const HEADSET: Commodity = { CommodityCode: 'BT-001', Name: 'Headset', Quantity: '2', UnitPrice: '19.90' };
const CASE: Commodity = { CommodityCode: 'PC-017', Name: 'Phone case', Quantity: '10', UnitPrice: '1.5' };

function renderTable(initialRows: Commodity[]) {
  const onSave = vi.fn();
  const onValidationError = vi.fn();
  render(
    <EditableTable<Commodity>
      columns={COLUMNS}
      tableRules={[{ column: 'CommodityCode', check: (rows) => checkOverfilling(rows.map((row) => row.CommodityCode)) }]}
      initialRows={initialRows}
      newRow={() => ({ CommodityCode: '', Name: '', Quantity: '1', UnitPrice: '' })}
      onSave={onSave}
      onValidationError={onValidationError}
    />,
  );
  return { onSave, onValidationError, save: () => userEvent.click(screen.getByRole('button', { name: 'Save' })) };
}

describe('EditableTable', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('emits the rows when every rule passes', async () => {
    const { onSave, onValidationError, save } = renderTable([HEADSET, CASE]);
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([HEADSET, CASE]));
    expect(onValidationError).not.toHaveBeenCalled();
  });

  it('emits the labels of the failing columns, in column order, and shows the messages', async () => {
    const { onSave, onValidationError, save } = renderTable([{ ...HEADSET, UnitPrice: '19.999' }, { ...CASE, Quantity: '0' }]);
    await save();
    await waitFor(() => expect(onValidationError).toHaveBeenCalledWith(['Quantity', 'Unit price']));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText('cannot be zero')).toBeTruthy();
    expect(await screen.findByText('too many decimal places')).toBeTruthy();
  });

  it('refuses an empty commodity code and marks the column required', async () => {
    const { onSave, onValidationError, save } = renderTable([HEADSET, { ...CASE, CommodityCode: '  ' }]);
    expect(screen.getByRole('columnheader', { name: /Commodity code/ }).textContent).toBe('* Commodity code');
    await save();
    await waitFor(() => expect(onValidationError).toHaveBeenCalledWith(['Commodity code']));
    expect(await screen.findByText('cannot be empty')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds and removes rows, and saves the edited cells', async () => {
    const { onSave, save } = renderTable([HEADSET, CASE]);
    await userEvent.click(screen.getAllByRole('button', { name: /Remove/ })[0]!);
    await userEvent.click(screen.getByRole('button', { name: /Add row/ }));
    const codes = screen.getAllByRole('textbox', { name: 'Commodity code' });
    expect(codes).toHaveLength(2);
    await userEvent.type(codes[1]!, 'LB-300');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Unit price' })[1]!, '0.75');
    await save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([CASE, { CommodityCode: 'LB-300', Name: '', Quantity: '1', UnitPrice: '0.75' }]),
    );
  }, 20_000);

  it('checks the table rules over all rows: an empty list cannot be saved', async () => {
    const { onSave, onValidationError, save } = renderTable([HEADSET]);
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    await save();
    await waitFor(() => expect(onValidationError).toHaveBeenCalledWith(['Commodity code']));
    expect(screen.getByRole('alert').textContent).toBe('Commodity code: cannot be empty');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('inside another form, is that form’s field: its rows are submitted with it, and a row’s own rule names the cell', async () => {
    const onFinish = vi.fn();
    // A quantity may not be above the row before it: a rule that reads other rows.
    const notAbovePrevious = (row: number) => [
      {
        validator: async (_rule: unknown, value: string) => {
          if (row > 0 && Number(value) > Number(HEADSET.Quantity)) throw new Error(`Quantity of row ${row + 1}: too many`);
        },
      },
    ];
    render(
      <Form initialValues={{ Order: 'SO-1', Lines: [HEADSET, CASE] }} onFinish={onFinish}>
        <Form.Item name="Order">
          <input aria-label="Order" />
        </Form.Item>
        <EditableTable<Commodity> name="Lines" columns={COLUMNS.map((column) => (column.key === 'Quantity' ? { ...column, rules: notAbovePrevious } : column))} newRow={() => ({ ...HEADSET })} />
        <Button htmlType="submit">Submit</Button>
      </Form>,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Quantity of row 2: too many')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    const quantities = screen.getAllByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantities[1]!);
    await userEvent.type(quantities[1]!, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ Order: 'SO-1', Lines: [HEADSET, { ...CASE, Quantity: '1' }] }));
  }, 20_000);
});
