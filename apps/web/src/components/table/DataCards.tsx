import { Empty, Flex, Pagination, Spin, Typography } from 'antd';
import type { Key, KeyboardEvent, ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions, type RowAction } from './actions.tsx';
import type { DataColumn } from './DataTable.tsx';
import { useWindowWidth } from './useWindowSize.ts';
import './table.css';
import './texts.ts';

/** Narrower than this (a phone held upright), a list's rows are cards instead of table rows. */
export const PHONE_MAX_WIDTH = 576;

/** True inside the phone portal (/app/), whatever the window's width: its lists are cards. */
export const PhoneLayout = createContext(false);

/** Whether lists show as cards here: in the phone portal, or in a window as narrow as a phone. */
export function usePhoneLayout(): boolean {
  const portal = useContext(PhoneLayout);
  const width = useWindowWidth();
  return portal || width < PHONE_MAX_WIDTH;
}

/**
 * How a list's row reads as a card on a phone. Everything in it names a column (its key, or its
 * dataIndex), so a card shows what the column shows, rendered the same way, under its title.
 */
export interface DataCard<Row> {
  /** The column whose value heads the card (the record's number), as plain text. */
  title: string;
  /** The column shown beside the title (the state tag). */
  tag?: string;
  /** The columns listed under the title, each as "title: value". */
  fields: readonly string[];
  /** Tapping the card opens the record (its detail, or the action it exists for). */
  onOpen?: (row: Row) => void;
}

interface DataCardsProps<Row> {
  card: DataCard<Row>;
  columns: readonly { column: DataColumn<Row>; key: string }[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  actions: readonly RowAction<Row>[];
  visibleActions?: number;
  onActionDone: () => void;
  loading: boolean;
  page: { index: number; rows: number };
  total: number;
  onPage: (index: number) => void;
}

/** A column's value in a row, rendered as its table cell renders it. */
function cellOf<Row>(column: DataColumn<Row>, row: Row, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : (row[column.dataIndex] as unknown);
  if (column.render) return column.render(value as never, row, index);
  return value === null || value === undefined || value === '' ? '-' : String(value as string | number);
}

/** The rows of a list as cards, one under the other, with a pager fit for a thumb. */
export function DataCards<Row>({ card, columns, rows, rowKey, actions, visibleActions, onActionDone, loading, page, total, onPage }: DataCardsProps<Row>) {
  const { t } = useTranslation();
  const byKey = new Map(columns.map(({ column, key }) => [key, column]));
  const rawText = (row: Row, key: string) => {
    const field = byKey.get(key)?.dataIndex;
    const value = field === undefined ? undefined : (row[field] as unknown);
    return value === null || value === undefined ? '' : String(value as string | number);
  };
  const open = card.onOpen;
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={8} data-testid="data-cards">
        {rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('app.empty')} />}
        {rows.map((row, i) => {
          const tag = card.tag === undefined ? undefined : byKey.get(card.tag);
          const onKeyDown = (e: KeyboardEvent) => {
            if (open && (e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
              e.preventDefault();
              open(row);
            }
          };
          return (
            <div
              key={rowKey(row)}
              className={open ? 'data-card data-card-open' : 'data-card'}
              data-testid="data-card"
              role={open ? 'button' : undefined}
              tabIndex={open ? 0 : undefined}
              onClick={open && (() => open(row))}
              onKeyDown={onKeyDown}
            >
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong className="data-card-title">
                  {rawText(row, card.title)}
                </Typography.Text>
                {tag && <span>{cellOf(tag, row, i)}</span>}
              </Flex>
              <dl className="data-card-fields">
                {card.fields.map((key) => {
                  const column = byKey.get(key);
                  if (!column) return null;
                  return (
                    <div key={key}>
                      <dt>{column.title}</dt>
                      <dd>{cellOf(column, row, i)}</dd>
                    </div>
                  );
                })}
              </dl>
              {actions.length > 0 && (
                // A button pressed on the card runs its action, not the card's.
                <div className="data-card-actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                  <RowActions row={row} actions={actions} onDone={onActionDone} visible={visibleActions} />
                </div>
              )}
            </div>
          );
        })}
        {total > page.rows && <Pagination simple align="center" current={page.index} pageSize={page.rows} total={total} onChange={onPage} />}
      </Flex>
    </Spin>
  );
}
