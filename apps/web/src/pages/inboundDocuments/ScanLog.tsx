import { Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { time } from './inboundWords.tsx';
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

export function ScanLog({ scans, numberTitle }: { scans: readonly Scan[]; numberTitle: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('inbound.scans')}</Typography.Title>
      <Table
        size="small"
        rowKey="key"
        dataSource={scans}
        pagination={false}
        columns={[
          { dataIndex: 'number', title: numberTitle, width: 200 },
          { dataIndex: 'outcome', title: t('inbound.outcome'), render: (text: string, row: Scan) => <Typography.Text type={row.ok ? undefined : 'danger'}>{text}</Typography.Text> },
          { dataIndex: 'at', title: t('inbound.time'), width: 170, render: time },
        ]}
      />
    </>
  );
}
