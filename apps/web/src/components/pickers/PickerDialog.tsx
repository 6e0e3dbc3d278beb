import { Alert, Button, DatePicker, Empty, Form, Input, Modal, Radio, Select, Space, Table, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_RANGE_DEFAULT_TIMES,
  PICKER_MAX_HEIGHT,
  PICKER_PAGE_SIZE,
  PICKER_TABLE_WIDTH,
  PICKER_TABLE_WIDTH_WIDE,
  SELECT_TABLE_PAGE_SIZES,
} from '@lbo/contracts';
import { CanceledError } from '../../api/request.ts';
import type { Page, PageRequest, PickerSource } from './source.ts';
import './texts.ts';

export interface FilterOption {
  value: string | number | boolean;
  label: string;
}

/** Options of a picker's select filters (and of the columns showing those values), by request field. */
export type FilterOptions<Filter> = Partial<Record<Extract<keyof Filter, string>, FilterOption[]>>;

export interface PickerFilter<Filter> {
  /** the request field; `date` is a date range sent as StartDate and EndDate */
  name: Extract<keyof Filter, string> | 'date';
  /** i18n key of the label */
  label: string;
  kind?: 'text' | 'select' | 'dateRange';
  /** options of a select filter; otherwise the picker's `filterOptions[name]`. A select without options is not shown. */
  options?: (t: TFunction) => FilterOption[];
}

/** What makes one picker: its title, columns, filters and how a chosen row reads in the form control. */
export interface PickerDefinition<Row, Filter> {
  /** i18n key of the dialog title */
  title: string;
  /** the row's key field; `Id` unless said */
  rowKey?: Extract<keyof Row, string>;
  columns: (t: TFunction, options: FilterOptions<Filter>) => ColumnsType<Row>;
  filters: readonly PickerFilter<Filter>[];
  label: (row: Row) => string;
  /** the return-order and commodity pickers are 1300 wide instead of 1000 */
  wide?: boolean;
}

export interface PickerDialogProps<Row, Filter> {
  open: boolean;
  definition: PickerDefinition<Row, Filter>;
  source: PickerSource<Row, Filter>;
  /** tick several rows (kept across pages); otherwise one row, and clicking it again clears it */
  multiple?: boolean;
  /** the rows chosen so far: the dialog opens with them ticked */
  initial?: readonly Row[];
  /** sent with every request and not offered as filters (the picker's scope: OwnerId, Shippable...) */
  query?: Partial<Filter>;
  filterOptions?: FilterOptions<Filter>;
  /** the chosen rows: whole rows, in the order they were ticked (single-select: none or one) */
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
}

const pickerTableWidth = (definition: { wide?: boolean }) => (definition.wide ? PICKER_TABLE_WIDTH_WIDE : PICKER_TABLE_WIDTH);

/** A row's key: its Id unless the picker says otherwise. */
export type RowKey = string | number;
export const rowKeyOf =
  <Row,>(definition: { rowKey?: string }) =>
  (row: Row): RowKey =>
    (row as Record<string, RowKey>)[definition.rowKey ?? 'Id']!;

type FilterValues = Record<string, unknown>;

/** The filter form's values as request fields: empty ones dropped, the date range as StartDate/EndDate. */
function toRequest(values: FilterValues): FilterValues {
  const request: FilterValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    if (name === 'date') {
      const [start, end] = value as [Dayjs, Dayjs];
      request.StartDate = `${start.format('YYYY-MM-DD')} ${DATE_RANGE_DEFAULT_TIMES[0]}`;
      request.EndDate = `${end.format('YYYY-MM-DD')} ${DATE_RANGE_DEFAULT_TIMES[1]}`;
    } else {
      request[name] = value;
    }
  }
  return request;
}

/**
 * A dialog that returns a selection: filters, a paged table (page size 20, table 1000 or 1300 wide,
 * at most 400 high) and OK. Generic over its source, so every picker is a declaration.
 */
export function PickerDialog<Row, Filter>(props: PickerDialogProps<Row, Filter>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const width = pickerTableWidth(props.definition);
  return (
    <Modal
      open={props.open}
      title={t(props.definition.title)}
      width={width + token.paddingContentHorizontalLG * 2}
      footer={null}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <PickerPanel {...props} />
    </Modal>
  );
}

function PickerPanel<Row, Filter>({ definition, source, multiple, initial, query, filterOptions = {}, onOk, onCancel }: PickerDialogProps<Row, Filter>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const keyOf = useMemo(() => rowKeyOf<Row>(definition), [definition]);
  const [page, setPage] = useState<PageRequest>({ index: 1, rows: PICKER_PAGE_SIZE });
  const [filter, setFilter] = useState<FilterValues>({});
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ page?: Page<Row>; error?: string; loading: boolean }>({ loading: true });
  const [chosen, setChosen] = useState(() => new Map((initial ?? []).map((row) => [keyOf(row), row])));
  // The scope arrives as a fresh object on every render of the page; its content is what counts.
  const scope = JSON.stringify(query ?? {});

  useEffect(() => {
    let current = true;
    setResult((r) => ({ page: r.page, loading: true }));
    source({ ...filter, ...(JSON.parse(scope) as object), ...page } as PageRequest & Partial<Filter>).then(
      (data) => current && setResult({ page: data, loading: false }),
      (error: unknown) => {
        if (!current || error instanceof CanceledError) return;
        setResult({ loading: false, error: error instanceof Error && error.message ? error.message : t('pickers.loadFailed') });
      },
    );
    return () => {
      current = false;
    };
  }, [source, filter, scope, page, attempt, t]);

  const toggle = (row: Row) =>
    setChosen((before) => {
      const key = keyOf(row);
      const next = new Map(multiple ? before : []);
      if (before.has(key)) next.delete(key);
      else next.set(key, row);
      return next;
    });
  const tick = (rows: Row[], ticked: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      for (const row of rows) {
        if (ticked) next.set(keyOf(row), row);
        else next.delete(keyOf(row));
      }
      return next;
    });

  const fixed = new Set(Object.entries(query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [name])));
  const filters = definition.filters.filter((f) => {
    if (fixed.has(f.name)) return false;
    return f.kind !== 'select' || Boolean(f.options ?? filterOptions[f.name as Extract<keyof Filter, string>]);
  });
  const columns = definition.columns(t, filterOptions);
  const width = pickerTableWidth(definition);

  return (
    <>
      {filters.length > 0 && (
        <Form
          form={form}
          layout="inline"
          style={{ marginBottom: 12, rowGap: 8 }}
          onFinish={(values) => {
            setFilter(toRequest(values));
            setPage((p) => ({ ...p, index: 1 }));
          }}
        >
          {filters.map((f) => (
            <Form.Item key={f.name} name={f.name as string} label={t(f.label)}>
              {f.kind === 'select' ? (
                <Select
                  allowClear
                  style={{ width: 180 }}
                  placeholder={t('pickers.pleaseSelect', { label: t(f.label) })}
                  options={f.options?.(t) ?? filterOptions[f.name as Extract<keyof Filter, string>]}
                />
              ) : f.kind === 'dateRange' ? (
                <DatePicker.RangePicker placeholder={[t('pickers.startDate'), t('pickers.endDate')]} />
              ) : (
                <Input allowClear placeholder={t('pickers.pleaseEnter', { label: t(f.label) })} />
              )}
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit">
              {t('app.query')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilter({});
                setPage((p) => ({ ...p, index: 1 }));
              }}
            >
              {t('app.reset')}
            </Button>
          </Space>
        </Form>
      )}
      {result.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('pickers.loadFailed')}
          description={result.error}
          action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('app.retry')}</Button>}
        />
      )}
      <Table<Row>
        size="small"
        rowKey={keyOf}
        loading={result.loading}
        dataSource={result.error ? [] : (result.page?.Data ?? [])}
        columns={
          multiple
            ? columns
            : [
                {
                  key: 'picker-chosen',
                  width: 48,
                  fixed: 'left',
                  // Clicks pass through to the row: clicking the chosen row again clears it.
                  render: (_: unknown, row: Row) => <Radio checked={chosen.has(keyOf(row))} tabIndex={-1} style={{ pointerEvents: 'none' }} />,
                },
                ...columns,
              ]
        }
        rowSelection={
          multiple
            ? {
                selectedRowKeys: [...chosen.keys()],
                preserveSelectedRowKeys: true,
                onSelect: (row, ticked) => tick([row], ticked),
                onSelectAll: (ticked, _rows, changed) => tick(changed, ticked),
              }
            : undefined
        }
        rowClassName={(row) => (chosen.has(keyOf(row)) ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({
          tabIndex: 0,
          style: { cursor: 'pointer' },
          onClick: (event) => {
            // The checkbox cell ticks by itself.
            if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
            toggle(row);
          },
          onKeyDown: (event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            toggle(row);
          },
        })}
        scroll={{ x: width, y: PICKER_MAX_HEIGHT }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('app.empty')} /> }}
        pagination={{
          current: page.index,
          pageSize: page.rows,
          total: result.page?.Total ?? 0,
          pageSizeOptions: SELECT_TABLE_PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('pickers.total', { total }),
          onChange: (index, rows) => setPage((p) => ({ index: rows === p.rows ? index : 1, rows })),
        }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
        <Space>
          <Typography.Text type="secondary">{t('pickers.selectedCount', { count: chosen.size })}</Typography.Text>
          {multiple && chosen.size > 0 && (
            <Button type="link" size="small" onClick={() => setChosen(new Map())}>
              {t('pickers.clearSelection')}
            </Button>
          )}
        </Space>
        <Space>
          <Button onClick={onCancel}>{t('app.cancel')}</Button>
          <Button type="primary" onClick={() => onOk([...chosen.values()])}>
            {t('app.ok')}
          </Button>
        </Space>
      </div>
    </>
  );
}
