import { DATE_TIME_FORMAT_DAYJS } from '@lbo/contracts';
import { Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanOutcome } from './useScanScreen.tsx';
import './texts.ts';

interface Scan {
  key: number;
  number: string;
  outcome: string;
  ok: boolean;
  at: string;
}

/** The scans of this session on a scan screen, newest first: `noted` keeps an outcome and answers it. */
export function useScanLog() {
  const [scans, setScans] = useState<Scan[]>([]);
  const noted = (number: string, outcome: ScanOutcome): ScanOutcome => {
    setScans((rows) => [{ key: rows.length + 1, number, outcome: outcome.title, ok: outcome.tone !== 'error', at: new Date().toISOString() }, ...rows]);
    return outcome;
  };
  return { scans, noted };
}

/** The log `useScanLog` keeps: what was scanned (`numberTitle`), its outcome (refusals in red) and when. */
export function ScanLog({ scans, title, numberTitle }: { scans: readonly Scan[]; title: string; numberTitle: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table
        size="small"
        rowKey="key"
        dataSource={scans}
        pagination={false}
        columns={[
          { dataIndex: 'number', title: numberTitle, width: 200 },
          { dataIndex: 'outcome', title: t('scan.outcome'), render: (text: string, row: Scan) => <Typography.Text type={row.ok ? undefined : 'danger'}>{text}</Typography.Text> },
          { dataIndex: 'at', title: t('scan.time'), width: 170, render: (at: string) => dayjs(at).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
    </>
  );
}
