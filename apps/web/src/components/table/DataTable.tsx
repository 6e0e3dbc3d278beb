import type { CallDefinition, RequestOf } from '@lbo/contracts';
import { DEFAULT_PAGE_SIZE, MOBILE_BREAKPOINT, PAGE_SIZES, SELECT_TABLE_PAGE_SIZES } from '@lbo/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Flex, Table, theme, Typography } from 'antd';
import type { ColumnType, TableProps } from 'antd/es/table';
import type { Key, MouseEvent, ReactElement, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { QueryForm } from '../query/QueryForm.tsx';
import { initialValues, omitEmpty, toQuery, type Query, type QueryField } from '../query/queryRules.ts';
import { RowActions, Toolbar, type RowAction, type ToolbarButton } from './actions.tsx';
import { ColumnSettings } from './ColumnSettings.tsx';
import { DataCards, usePhoneLayout, type DataCard } from './DataCards.tsx';
import { useHiddenColumns } from './columnVisibility.ts';
import { judgedCompare, summaryValue, tableBodyHeight } from './tableRules.ts';
import { useScrollHint } from './useScrollHint.ts';
import { useWindowHeight, useWindowWidth } from './useWindowSize.ts';
import './table.css';
import './texts.ts';

export interface DataColumn<Row> {
  /** The row field shown; also the column's key unless `key` is given. */
  dataIndex?: keyof Row & string;
  key?: string;
  title: string;
  render?: (value: never, row: Row, index: number) => ReactNode;
  width?: number;
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  ellipsis?: boolean;
  /** Marked with a red asterisk in the header. */
  required?: boolean;
  /** Summed in the summary row ("Total" takes the first column, so sum another one). */
  sum?: boolean;
  /** Sorts the rows on screen. */
  sorter?: (a: Row, b: Row) => number;
  /** The custom judge: matching rows stay at the bottom in both sort directions. */
  sortLast?: (row: Row) => boolean;
  /** Sorts on the server: sent as sortType with descendingOrder. */
  sortType?: number;
}

interface CommonProps<Row> {
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  columns: readonly DataColumn<Row>[];
  toolbar?: readonly ToolbarButton<Row>[];
  actions?: readonly RowAction<Row>[];
  /** Width of the action column; it fits its buttons otherwise. */
  actionsWidth?: number;
  /** Row actions shown before "More" (at most, and by default, the spec's 5): fewer leave a wide list room for its columns. */
  visibleActions?: number;
  selection?: 'single' | 'multiple';
  /** Keeps ticked rows while paging. */
  preserveSelection?: boolean;
  onSelectionChange?: (keys: Key[], rows: Row[]) => void;
  /** Saves the column-visibility choices under this key (one per column set) and shows the setter. */
  storageKey?: string;
  /** After every load of the rows (Query, a page, a reload): figures shown beside the table (counts per state) reload with it. */
  onLoaded?: () => void;
  /** Page sizes offered: 10/20/50/100 for a table with selection, the shared pager's (with 30) otherwise. */
  pageSizes?: readonly number[];
  /** Body height; about 75% of the window by default. */
  scrollY?: number;
  /** Replaces copying a cell on double-click. */
  onRowDoubleClick?: (row: Row) => void;
  /** Rows are a tree: the field holding each row's children (e.g. the spec's `Children`), shown expandable. */
  childrenColumnName?: keyof Row & string;
  /** On a phone (the /app/ portal, or a phone-wide window) the rows show as these cards instead of a table that scrolls sideways. */
  card?: DataCard<Row>;
}

export interface ServerTableProps<C extends CallDefinition> extends CommonProps<RowOf<C>> {
  /** A list call: its request extends pagedQuery, its response is listOf(row). */
  call: C;
  /** Values always sent with the query (an owner, a type...). */
  params?: Partial<RequestOf<C>>;
  /** Query-form fields shown above the table; their query is sent with each page. */
  fields?: readonly QueryField[];
  /** Filters from a query form the page places itself: keep them in state and set a new object on each Query, which fetches again even when the filters are the same. */
  filters?: Query;
}

export interface LocalTableProps<Row> extends CommonProps<Row> {
  /** Rows the page already holds, paged here. */
  rows: readonly Row[];
  loading?: boolean;
}


/** The query key of a call's tables, to reload them from outside (`invalidateQueries({ queryKey: dataTableKey(call) })`). */
export const dataTableKey = (call: CallDefinition) => ['dataTable', call.path] as const;

type Row = Record<string, unknown>;
/** What the implementation sees of either overload. */
type AnyTableProps = CommonProps<Row> & { call?: CallDefinition; params?: object; fields?: readonly QueryField[]; filters?: Query; rows?: readonly Row[]; loading?: boolean };

const ACTIONS_KEY = '__actions';
/** Narrower than this (a phone), a pinned actions column would cover most of the row. */
const PIN_ACTIONS_MIN_WIDTH = 576;
const columnKey = <Row,>(c: DataColumn<Row>, i: number) => c.key ?? c.dataIndex ?? String(i);

function RequiredTitle({ title }: { title: string }) {
  const { token } = theme.useToken();
  return (
    <span>
      <span className="required-mark" style={{ color: token.colorError, marginInlineEnd: 4 }}>
        *
      </span>
      {title}
    </span>
  );
}

/**
 * The paginated list of a screen: pages from a contract call (or local rows), the query form,
 * toolbar and row actions with overflow and permission keys, selection, column visibility,
 * copying a cell by double-click, judged sorting and a summary row.
 */
export function DataTable<C extends CallDefinition>(props: ServerTableProps<C>): ReactElement;
export function DataTable<Row extends object>(props: LocalTableProps<Row>): ReactElement;
export function DataTable(props: AnyTableProps): ReactElement {
  const server = props.call ? { ...props, call: props.call } : null;
  const local = props.rows ? { rows: props.rows, loading: props.loading } : null;
  const { rowKey, columns, toolbar = [], actions = [], selection, storageKey, onLoaded } = props;
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const windowHeight = useWindowHeight();
  // On a narrow window fixed columns would leave no room for the others.
  const windowWidth = useWindowWidth();
  const narrow = windowWidth < MOBILE_BREAKPOINT;
  // Cards have no tick boxes: a list with selection stays a table.
  const cards = usePhoneLayout() && props.card !== undefined && !selection;
  const hidden = useHiddenColumns(storageKey);
  const [page, setPage] = useState({ index: 1, rows: DEFAULT_PAGE_SIZE });
  const [formQuery, setFormQuery] = useState<Query>(() => (server?.fields ? toQuery(server.fields, initialValues(server.fields)) : {}));
  const [serverSort, setServerSort] = useState<{ sortType: number; descendingOrder: boolean } | null>(null);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });

  // Each Query press is a new key, so it fetches even with the same filters (a row added meanwhile shows).
  const [queried, setQueried] = useState(0);
  // A Query from the page's own query form starts again at page 1.
  const [seenFilters, setSeenFilters] = useState(server?.filters);
  if (server?.filters !== seenFilters) {
    setSeenFilters(server?.filters);
    setPage({ ...page, index: 1 });
    setQueried(queried + 1);
  }

  const body = server && { ...server.params, ...omitEmpty({ ...server.filters, ...formQuery }), ...serverSort, index: page.index, rows: page.rows };
  const list = useQuery({
    queryKey: server ? [...dataTableKey(server.call), body, queried] : ['dataTable', 'local'],
    queryFn: () => callApi(server!.call, body as RequestOf<CallDefinition>) as Promise<{ Data: Row[]; Total: number }>,
    placeholderData: keepPreviousData,
    enabled: Boolean(server),
  });
  // Any create, edit or delete, from this page's dialogs or another's, refreshes the list.
  const call = server?.call;
  const loadedAt = list.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) onLoaded?.();
    // Only a new load calls it, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedAt]);
  useEffect(() => (call ? onDataChanged(() => void queryClient.invalidateQueries({ queryKey: dataTableKey(call) })) : undefined), [call, queryClient]);
  const loaded = local ? local.rows : (list.data?.Data ?? []);
  const rows = props.childrenColumnName ? withoutEmptyChildren(loaded, props.childrenColumnName) : loaded;
  const total = local ? local.rows.length : (list.data?.Total ?? 0);

  const select = (keys: Key[], picked: Row[]) => {
    setSelected({ keys, rows: picked });
    props.onSelectionChange?.(keys, picked);
  };
  // After an action that wrote (the list reloads itself then): its rows may have changed or gone.
  // One that changed nothing (printing labels) keeps the selection for the next action.
  const actionDone = () => select([], []);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('app.copied'));
    } catch {
      notification.error({ title: t('app.copyFailed') });
    }
  };

  const shown = columns.map((c, i) => ({ column: c, key: columnKey(c, i) })).filter(({ key }) => !hidden.includes(key));
  const tableColumns: ColumnType<Row>[] = shown.map(({ column: c, key }) => ({
    key,
    dataIndex: c.dataIndex,
    title: c.required ? <RequiredTitle title={c.title} /> : c.title,
    render: c.render as ColumnType<Row>['render'],
    width: c.width,
    fixed: narrow ? undefined : c.fixed,
    align: c.align,
    ellipsis: c.ellipsis,
    sorter: c.sortType !== undefined ? true : c.sorter && judgedCompare(c.sorter, c.sortLast),
    onCell: () => ({
      onDoubleClick: props.onRowDoubleClick ? undefined : (e: MouseEvent<HTMLElement>) => {
        const text = e.currentTarget.textContent?.trim();
        if (text) void copy(text);
      },
    }),
  }));
  if (actions.length > 0) {
    tableColumns.push({
      key: ACTIONS_KEY,
      title: t('table.actions'),
      // The row actions stay pinned on a tablet, where the columns scroll under them; on a phone they would cover the row.
      fixed: windowWidth >= PIN_ACTIONS_MIN_WIDTH ? 'right' : undefined,
      width: props.actionsWidth,
      render: (_, row) => <RowActions row={row} actions={actions} onDone={actionDone} visible={props.visibleActions} />,
    });
  }

  const summed = shown.some(({ column }) => column.sum);
  const summary: TableProps<Row>['summary'] = (pageRows) => (
    <Table.Summary fixed>
      <Table.Summary.Row>
        {selection && <Table.Summary.Cell index={0} />}
        {shown.map(({ column, key }, i) => {
          const value = i > 0 && column.sum ? summaryValue(pageRows.map((r) => (column.dataIndex ? r[column.dataIndex] : undefined))) : undefined;
          return (
            <Table.Summary.Cell key={key} index={i + (selection ? 1 : 0)} align={column.align}>
              {i === 0 ? t('table.total') : value === null ? t('table.notApplicable') : value}
            </Table.Summary.Cell>
          );
        })}
        {actions.length > 0 && <Table.Summary.Cell index={shown.length + (selection ? 1 : 0)} />}
      </Table.Summary.Row>
    </Table.Summary>
  );

  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const column = shown.find(({ key }) => key === sorter.columnKey)?.column;
    if (column?.sortType === undefined) return;
    setServerSort(sorter.order ? { sortType: column.sortType, descendingOrder: sorter.order === 'descend' } : null);
    setPage({ ...page, index: 1 });
  };

  // A list wider than its box shades the edge with columns out of sight; on a phone, where no pinned
  // column or scroll bar shows it, a line above the list says so too.
  const tableBox = useRef<HTMLDivElement>(null);
  const scrollHint = useScrollHint(tableBox, [rows, shown.length, actions.length, windowWidth]);

  // Cards show their own fields whatever columns are chosen.
  const setter = storageKey && !cards && <ColumnSettings storageKey={storageKey} columns={columnChoices(columns)} />;
  const pageSizes = props.pageSizes ?? (selection ? SELECT_TABLE_PAGE_SIZES : PAGE_SIZES);

  return (
    <Flex vertical gap={12} data-testid="data-table">
      {server?.fields && (
        <QueryForm
          fields={server.fields}
          loading={list.isFetching}
          columnSettings={storageKey ? { storageKey, columns: columnChoices(columns) } : undefined}
          onQuery={(query) => {
            setFormQuery(query);
            setPage({ ...page, index: 1 });
            setQueried(queried + 1);
          }}
        />
      )}
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('table.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('app.retry')}
            </Button>
          }
        />
      )}
      {(toolbar.length > 0 || (setter && !server?.fields)) && (
        <Flex wrap gap={8} justify="space-between" align="center">
          <Toolbar buttons={toolbar} selected={selected.rows} selectedKeys={selected.keys} onDone={actionDone} />
          {!server?.fields && <span style={{ marginInlineStart: 'auto' }}>{setter}</span>}
        </Flex>
      )}
      {cards ? (
        <DataCards
          card={props.card!}
          columns={columns.map((column, i) => ({ column, key: columnKey(column, i) }))}
          // Local rows are all here: the table pages them itself, the cards take the page's share.
          rows={local ? rows.slice((page.index - 1) * page.rows, page.index * page.rows) : rows}
          rowKey={(row) => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key))}
          actions={actions}
          visibleActions={props.visibleActions}
          onActionDone={actionDone}
          loading={local ? Boolean(local.loading) : list.isFetching}
          page={page}
          total={total}
          onPage={(index) => setPage({ ...page, index })}
        />
      ) : (
        <>
          {narrow && scrollHint.overflows && (
            <Typography.Text type="secondary" className="data-table-scroll-hint" data-testid="scroll-hint">
              {t('table.swipeHint')} →
            </Typography.Text>
          )}
          <div ref={tableBox} className={scrollHint.moreAtEnd ? 'data-table-more-end' : undefined}>
            <Table<Row>
              rowKey={rowKey as TableProps<Row>['rowKey']}
              columns={tableColumns}
              dataSource={rows as Row[]}
              loading={local ? local.loading : list.isFetching}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('app.empty')} /> }}
              scroll={{ x: 'max-content', y: props.scrollY ?? tableBodyHeight(windowHeight) }}
              summary={summed ? summary : undefined}
              onChange={onChange}
              expandable={props.childrenColumnName ? { childrenColumnName: props.childrenColumnName } : undefined}
              onRow={props.onRowDoubleClick ? (row) => ({ onDoubleClick: () => props.onRowDoubleClick!(row) }) : undefined}
              rowSelection={
                selection && {
                  type: selection === 'single' ? 'radio' : 'checkbox',
                  selectedRowKeys: selected.keys,
                  preserveSelectedRowKeys: props.preserveSelection,
                  onChange: (keys, picked) => select(keys, picked),
                }
              }
              pagination={{
                current: page.index,
                pageSize: page.rows,
                total,
                pageSizeOptions: pageSizes.map(String),
                showSizeChanger: true,
                // A new page size starts again at page 1.
                onChange: (index, rows) => setPage(rows !== page.rows ? { index: 1, rows } : { index, rows }),
              }}
            />
          </div>
        </>
      )}
    </Flex>
  );
}

/** A leaf of a tree answers `Children: []`; without children it shows no expand button. */
function withoutEmptyChildren(rows: readonly Row[], field: string): Row[] {
  return rows.map((row) => {
    const children = row[field];
    if (!Array.isArray(children)) return row;
    return { ...row, [field]: children.length > 0 ? withoutEmptyChildren(children as Row[], field) : undefined };
  });
}

/** The setter's choices for a table's columns, for a page placing its own QueryForm with `columnSettings`. */
export function columnChoices<Row>(columns: readonly DataColumn<Row>[]) {
  return columns.map((c, i) => ({ key: columnKey(c, i), title: c.title }));
}
