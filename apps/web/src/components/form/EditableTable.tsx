import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space, Table, Typography, type FormRule, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import type { FormListProps } from 'antd/es/form/FormList';
import { formatMessage, type ValidationMessageKey, type ValidationResult } from '@lbo/contracts';
import { cloneElement, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { rules } from '../../lib/formRules.ts';
import { placeholderOf } from './placeholders.ts';
import './texts.ts';

type ColumnKey<Row> = Extract<keyof Row, string>;

/** A column edited in its cells. */
export interface EditableColumn<Row> {
  key: ColumnKey<Row>;
  title: string;
  /** The cell's control, fed with value and onChange; default a text input. Without its own placeholder it says "Please enter" or, choosing, "Please select" + title. A function gives a row's own (one that reads the row's other cells). */
  input?: ReactElement<CellControlProps> | ((row: number) => ReactElement<CellControlProps>);
  /** Rules of each cell, from `rules` of lib/formRules.ts; a function gives a row's own (a rule comparing it with the rows before). */
  rules?: FormRule[] | ((row: number) => FormRule[]);
  width?: number;
}

/** A rule over all rows, reported under the column it speaks for. */
interface TableRule<Row> {
  column: ColumnKey<Row>;
  check: (rows: readonly Row[]) => ValidationResult;
}

export interface EditableTableProps<Row> {
  columns: readonly EditableColumn<Row>[];
  tableRules?: readonly TableRule<Row>[];
  initialRows?: readonly Row[];
  /** The values of a row added with "Add row". */
  newRow: () => Row;
  /** Every column and table rule passed: the rows as edited (a table on its own, without `name`). */
  onSave?: (rows: Row[]) => void;
  /** Some rule failed: the titles of the failing columns, in column order. */
  onValidationError?: (columnTitles: string[]) => void;
  /** The user edited a cell, added or removed a row (a table on its own): its dialog has unsaved rows. */
  onChange?: () => void;
  /** The text of the button that validates and hands the rows over; default "Save". */
  saveText?: string;
  /**
   * Part of the form around it: the rows are its field `name`, validated and submitted with that
   * form (the table rules as the field's rules); no form or Save button of its own.
   */
  name?: string;
}

/** The spec makes a commodity code cell required wherever an editable table has one. */
const COMMODITY_CODE_COLUMN = 'CommodityCode';
const ROWS = 'rows';

function isRequired(columnRules: readonly FormRule[]): boolean {
  return columnRules.some((rule) => typeof rule === 'object' && rule.required === true);
}

/** The rules of a column's cells in `row`: its own, with "cannot be empty" first for a commodity code. */
function cellRules<Row>(column: EditableColumn<Row>, row: number): FormRule[] {
  const own = typeof column.rules === 'function' ? column.rules(row) : (column.rules ?? []);
  return column.key === COMMODITY_CODE_COLUMN && !isRequired(own) ? [rules.required(), ...own] : own;
}

interface CellControlProps {
  placeholder?: string;
  'aria-label'?: string;
}

function cellControl<Row>(column: EditableColumn<Row>, row: number): ReactElement {
  const input = (typeof column.input === 'function' ? column.input(row) : column.input) ?? <Input />;
  return cloneElement(input, {
    placeholder: input.props.placeholder ?? placeholderOf(input.type, column.title),
    'aria-label': column.title,
  });
}

interface TableError {
  column: string;
  key: ValidationMessageKey;
}

/**
 * Rows edited in cells, with rows added and removed. Save validates every cell and every table
 * rule; when all pass it calls `onSave(rows)`, otherwise `onValidationError` with the failing
 * columns' titles while the cells and an alert show the messages.
 */
export function EditableTable<Row extends object>({ columns, tableRules = [], initialRows = [], newRow, onSave, onValidationError, onChange, saveText, name }: EditableTableProps<Row>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ rows: Row[] }>();
  const [tableErrors, setTableErrors] = useState<TableError[]>([]);

  const save = async () => {
    const failing = new Set<string>();
    try {
      await form.validateFields();
    } catch (error) {
      const errorFields = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields;
      if (!errorFields) throw error;
      // A cell's name is ['rows', rowIndex, columnKey].
      for (const field of errorFields) failing.add(String(field.name[2]));
    }
    const rows = (form.getFieldValue(ROWS) ?? []) as Row[];
    const errors = tableRules.flatMap((rule) => {
      const key = rule.check(rows);
      return key ? [{ column: rule.column, key }] : [];
    });
    setTableErrors(errors);
    for (const error of errors) failing.add(error.column);
    if (failing.size === 0) onSave?.(rows);
    else onValidationError?.(columns.filter((column) => failing.has(column.key)).map((column) => column.title));
  };

  const titleOf = (key: string) => columns.find((column) => column.key === key)?.title ?? key;
  const tableMessage = (error: TableError) => formatMessage(error.key, currentLocale(), { field: titleOf(error.column) });

  const list = (listName: string, listRules: FormListProps['rules'] = []) => (
    <Form.List name={listName} rules={listRules}>
      {(fields, { add, remove }, { errors }) => {
        const tableColumns: TableColumnsType<FormListFieldData> = [
          ...columns.map((column) => {
            return {
              key: column.key,
              width: column.width,
              title: isRequired(cellRules(column, 0)) ? (
                <span>
                  <Typography.Text type="danger">* </Typography.Text>
                  {column.title}
                </span>
              ) : (
                column.title
              ),
              render: (_: unknown, field: FormListFieldData) => (
                <Form.Item name={[field.name, column.key]} rules={cellRules(column, field.name)} messageVariables={{ label: column.title }} style={{ margin: 0 }}>
                  {cellControl(column, field.name)}
                </Form.Item>
              ),
            };
          }),
          {
            key: 'actions',
            title: t('form.actions'),
            width: 90,
            render: (_: unknown, field: FormListFieldData) => (
              <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                {t('form.removeRow')}
              </Button>
            ),
          },
        ];
        return (
          <>
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              columns={tableColumns}
              dataSource={fields}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(newRow())} style={{ marginTop: 8 }}>
              {t('form.addRow')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        );
      }}
    </Form.List>
  );

  if (name !== undefined) {
    const listRules = tableRules.map(
      (rule): NonNullable<FormListProps['rules']>[number] => ({
        validator: async (_rule, rows: Row[] | undefined) => {
          const key = rule.check(rows ?? []);
          if (key) throw new Error(tableMessage({ column: rule.column, key }));
        },
      }),
    );
    return list(name, listRules);
  }

  return (
    <Form form={form} initialValues={{ [ROWS]: initialRows }} component={false} onValuesChange={onChange}>
      {list(ROWS)}
      {tableErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={tableErrors.map((error) => (
            <div key={`${error.column}-${error.key}`}>{tableMessage(error)}</div>
          ))}
        />
      )}
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => void save()}>
          {saveText ?? t('app.save')}
        </Button>
      </Space>
    </Form>
  );
}
