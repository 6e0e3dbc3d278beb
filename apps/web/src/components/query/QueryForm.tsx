import { DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import { DATE_RANGE_DEFAULT_TIMES, DATE_SHORTCUTS, DATE_TIME_FORMAT_DAYJS, POPOVER_HIDE_DELAY_MS, QUERY_FORM_MIN_COLUMN_WIDTH } from '@lbo/contracts';
import { Badge, Button, DatePicker, Flex, Form, Input, InputNumber, Popover, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { withPlaceholder } from '../form/placeholders.ts';
import { ColumnSettings, type ColumnSettingsProps } from '../table/ColumnSettings.tsx';
import { useWindowWidth } from '../table/useWindowSize.ts';
import { atTime, compactValue, dateShortcutRange, fieldName, initialValues, queryFormColumns, toQuery, type Query, type QueryField } from './queryRules.ts';
import './texts.ts';

export interface QueryFormProps {
  fields: readonly QueryField[];
  /** Called with the query (empty values omitted) on Query, on Enter in a field and after Reset. */
  onQuery: (query: Query) => void;
  /** Shows the column-visibility setter of the table below (the same storage key). */
  columnSettings?: ColumnSettingsProps;
  loading?: boolean;
}

/** Space between the query form's cells, px. */
const QUERY_GRID_GAP = 16;
// Only the time of day counts: a picked start day opens at 00:00:00, an end day at 23:59:59.
const RANGE_DEFAULT_TIMES = DATE_RANGE_DEFAULT_TIMES.map((time) => atTime(dayjs(), time));

/** The field's control, the Form.Item's direct child so that the form gives it value and onChange. */
function fieldControl(field: QueryField, t: TFunction) {
  const enter = t('query.pleaseEnter', { label: field.label });
  const select = t('query.pleaseSelect', { label: field.label });
  switch (field.kind) {
    case 'text':
      return <Input placeholder={enter} allowClear />;
    case 'number':
      return <InputNumber placeholder={enter} min={field.min} precision={field.precision} style={{ width: '100%' }} />;
    case 'select':
      return <Select placeholder={select} allowClear mode={field.multiple ? 'multiple' : undefined} options={[...field.options]} />;
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          showTime={{ defaultOpenValue: RANGE_DEFAULT_TIMES }}
          format={DATE_TIME_FORMAT_DAYJS}
          placeholder={[t('query.pleaseSelect', { label: t('query.startDate') }), t('query.pleaseSelect', { label: t('query.endDate') })]}
          presets={DATE_SHORTCUTS.map((s) => ({ label: t(`query.shortcuts.${s.key}`), value: () => dateShortcutRange(s.key, dayjs()) }))}
          style={{ width: '100%' }}
        />
      );
    case 'custom':
      return withPlaceholder(field.render(), field.label);
  }
}

/**
 * The query-condition form above a list: declared fields in a grid of 4, 3 or 2 columns by window
 * width, Query and Reset, expand/collapse past one row, extra fields in a popover, and optionally
 * the table's column settings.
 */
export function QueryForm({ fields, onQuery, columnSettings, loading }: QueryFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const columns = queryFormColumns(useWindowWidth());
  const main = fields.filter((f) => !f.extra);
  const extra = fields.filter((f) => f.extra);
  // A date range with its times needs two cells when a row has more than two.
  const cells = (f: QueryField) => (f.kind === 'dateRange' && columns > 2 ? 2 : 1);
  // Collapsed, one row holds the buttons and the fields fitting in the other cells.
  const rowEnds = main.reduce<number[]>((ends, f) => [...ends, (ends.at(-1) ?? 0) + cells(f)], []);
  const foldable = (rowEnds.at(-1) ?? 0) > columns - 1;
  const shown = foldable && !expanded ? rowEnds.filter((end) => end <= columns - 1).length : main.length;
  // The filters set in the popover, counted on its button since they are out of sight.
  const activeExtra = Form.useWatch((values: Query) => extra.filter((f) => compactValue(values[fieldName(f)]) !== undefined).length, { form, preserve: true }) ?? 0;
  const query = () => onQuery(toQuery(fields, form.getFieldsValue(true) as Query));
  const reset = () => {
    form.resetFields();
    query();
  };
  const item = (field: QueryField, hidden = false, span = 1) => (
    <Form.Item key={fieldName(field)} name={fieldName(field)} label={field.label} hidden={hidden} style={span > 1 ? { gridColumn: `span ${span}` } : undefined}>
      {fieldControl(field, t)}
    </Form.Item>
  );

  return (
    // Named, so that its inputs' ids (query_Name) differ from those of a dialog's form on the same screen.
    <Form name="query" form={form} layout="vertical" initialValues={initialValues(fields)} onFinish={query} data-testid="query-form">
      <div
        data-testid="query-grid"
        // Cells narrow below their usual minimum rather than push Query and Reset out of sight (a phone).
        style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(min(${QUERY_FORM_MIN_COLUMN_WIDTH}px, calc((100% - ${(columns - 1) * QUERY_GRID_GAP}px) / ${columns})), 1fr))`, columnGap: QUERY_GRID_GAP, overflowX: 'auto' }}
      >
        {main.map((f, i) => item(f, i >= shown, cells(f)))}
        <Form.Item label=" " colon={false} style={{ gridColumn: '-2 / -1' }}>
          <Flex wrap gap={8} justify="flex-end">
            <Button type="primary" htmlType="submit" loading={loading}>
              {t('app.query')}
            </Button>
            <Button onClick={reset}>{t('app.reset')}</Button>
            {extra.length > 0 && (
              <Popover
                trigger="hover"
                mouseLeaveDelay={POPOVER_HIDE_DELAY_MS / 1000}
                forceRender
                placement="bottomRight"
                title={t('query.moreFilters')}
                content={<div style={{ minWidth: QUERY_FORM_MIN_COLUMN_WIDTH }}>{extra.map((f) => item(f))}</div>}
              >
                <Badge count={activeExtra} size="small">
                  <Button icon={<FilterOutlined />} aria-label={t('query.moreFilters')} />
                </Badge>
              </Popover>
            )}
            {columnSettings && <ColumnSettings {...columnSettings} iconOnly />}
            {foldable && (
              <Button type="link" onClick={() => setExpanded(!expanded)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
                {expanded ? t('query.collapse') : t('query.expand')}
              </Button>
            )}
          </Flex>
        </Form.Item>
      </div>
    </Form>
  );
}
