import { DATE_TIME_FORMAT_DAYJS } from '@lbo/contracts';
import { Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { auditValueText, changedFields, type AuditRow } from './auditRules.ts';
import { auditTexts } from './texts.ts';

export type { AuditRow } from './auditRules.ts';

type ActionName = keyof typeof auditTexts.en.actions;
const isKnownAction = (action: string): action is ActionName => action in auditTexts.en.actions;
const isBatchField = (key: string): key is keyof typeof auditTexts.en.batch => key in auditTexts.en.batch;

export interface ChangeHistoryProps {
  /** The record's audit rows, newest first (`Audits` of a detail call). */
  audits: readonly AuditRow[];
  /** Field names by wire name, for the before/after rows; DetailView passes its own labels. */
  labels?: Readonly<Record<string, string>>;
  loading?: boolean;
}

/**
 * A record's change history: when, what and by whom, and under each row the fields it changed with
 * their values before and after. Every detail page shows it (DetailView's `history`).
 */
export function ChangeHistory({ audits, labels = {}, loading }: ChangeHistoryProps) {
  const { t } = useTranslation();
  const words = { yes: t('audit.yes'), no: t('audit.no'), none: '-' };
  const changesOf = (row: AuditRow) => changedFields(row.Before, row.After);
  return (
    <Table<AuditRow>
      size="small"
      pagination={false}
      loading={loading}
      data-testid="change-history"
      locale={{ emptyText: t('audit.empty') }}
      rowKey={(row) => `${row.CreationTime}-${row.Action}-${row.ActorName}`}
      dataSource={[...audits]}
      expandable={{
        rowExpandable: (row) => changesOf(row).length > 0,
        expandedRowRender: (row) => (
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={changesOf(row)}
            columns={[
              { dataIndex: 'key', title: t('audit.field'), width: 180, render: (key: string) => labels[key] ?? (isBatchField(key) ? t(`audit.batch.${key}`) : key) },
              { dataIndex: 'before', title: t('audit.before'), render: (value: unknown) => <Typography.Text type="secondary">{auditValueText(value, words)}</Typography.Text> },
              { dataIndex: 'after', title: t('audit.after'), render: (value: unknown) => auditValueText(value, words) },
            ]}
          />
        ),
      }}
      columns={[
        { dataIndex: 'CreationTime', title: t('audit.time'), width: 170, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        { dataIndex: 'Action', title: t('audit.action'), render: (action: string) => (isKnownAction(action) ? t(`audit.actions.${action}`) : action) },
        { dataIndex: 'ActorName', title: t('audit.actor') },
      ]}
    />
  );
}
