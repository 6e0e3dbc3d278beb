import { SearchOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterOptions, PickerDialog, type PickerDefinition, type RowKey, rowKeyOf } from './PickerDialog.tsx';
import type { PickerSource } from './source.ts';
import './texts.ts';
import { choosesValue } from '../form/placeholders.ts';

type SingleValue<Row> = { multiple?: false; value?: Row | null; onChange?: (row: Row | null) => void };
type MultipleValue<Row> = { multiple: true; value?: Row[]; onChange?: (rows: Row[]) => void };

/** What every picker control takes: a value of whole rows (one, or several with `multiple`) as antd Form.Item gives it. */
export type PickerControlProps<Row, Filter> = (SingleValue<Row> | MultipleValue<Row>) & {
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  filterOptions?: FilterOptions<Filter>;
  /** rows from elsewhere than the picker's contract call (fixed lists, samples, tests) */
  source?: PickerSource<Row, Filter>;
};

export type PickerInputProps<Row, Filter> = PickerControlProps<Row, Filter> & {
  definition: PickerDefinition<Row, Filter>;
  source: PickerSource<Row, Filter>;
  /** sent with every request (the picker's scope) */
  query?: Partial<Filter>;
  /** set when the picker may not open yet; shown in place of the value (e.g. "choose a user first") */
  blockedReason?: string;
};

/**
 * The form control of a picker: shows the chosen row(s), opens the dialog, clears. Usable in an
 * antd Form.Item (value/onChange); the value is whole rows so the control can show them.
 */
export function PickerInput<Row, Filter>(props: PickerInputProps<Row, Filter>) {
  const { t } = useTranslation();
  const { definition, blockedReason, disabled } = props;
  const [open, setOpen] = useState(false);
  const keyOf = useMemo(() => rowKeyOf<Row>(definition), [definition]);
  const rows: Row[] = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const locked = disabled || Boolean(blockedReason);

  const change = (next: Row[]) => {
    if (props.multiple) props.onChange?.(next);
    else props.onChange?.(next[0] ?? null);
  };
  const show = () => {
    if (!locked) setOpen(true);
  };

  return (
    <>
      <Space.Compact block>
        <Select<RowKey | RowKey[]>
          id={props.id}
          mode={props.multiple ? 'multiple' : undefined}
          open={false}
          onOpenChange={(wanted) => wanted && show()}
          value={props.multiple ? rows.map(keyOf) : rows[0] ? keyOf(rows[0]) : undefined}
          options={rows.map((row) => ({ value: keyOf(row), label: definition.label(row) }))}
          onDeselect={(key: RowKey) => change(rows.filter((row) => keyOf(row) !== key))}
          onClear={() => change([])}
          allowClear
          disabled={locked}
          placeholder={blockedReason ?? props.placeholder ?? t(definition.title)}
          suffixIcon={<SearchOutlined />}
          style={{ minWidth: 0, flex: 1 }}
        />
        <Button onClick={show} disabled={locked}>
          {t('pickers.choose')}
        </Button>
      </Space.Compact>
      <PickerDialog<Row, Filter>
        open={open}
        definition={definition}
        source={props.source}
        multiple={props.multiple}
        initial={rows}
        query={props.query}
        filterOptions={props.filterOptions}
        onCancel={() => setOpen(false)}
        onOk={(chosen) => {
          setOpen(false);
          change(chosen);
        }}
      />
    </>
  );
}

choosesValue(PickerInput);
