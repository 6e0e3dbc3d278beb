import { transportShifts as api } from '@lbo/contracts';
import { Alert, Card, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { time } from '../../lib/contractWords.ts';
import { BagStateTag, useLabel } from './shiftParts.tsx';

/**
 * Bag arrival receipt at the destination (spec domain: "bag arrival receipt"), keyboard-first: each
 * scanned bag number of a departed shift arrives, irreversibly locking its orders' refunds; a bag
 * received before answers the spec's "repeat arrival at warehouse", aloud, and nothing is done.
 */
export default function BagArrivalIndex() {
  const may = usePermission();
  return may('BagArrival.Receive') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const label = useLabel();
  const [received, setReceived] = useState<api.BagRow[]>([]);
  const receive = async (scanned: string): Promise<ScanOutcome> => {
    const answer = await callApi(api.receiveBag, { BagNumber: scanned }, { silent: true });
    const bag = answer.Bag.BagNumber;
    if (answer.Repeat) return { tone: 'warning', title: label('repeatArrival', { bag }) };
    setReceived((rows) => [answer.Bag, ...rows]);
    const arrived = answer.ShiftArrived ? label('shiftArrived', { name: answer.Bag.ShiftName }) : undefined;
    return { tone: 'success', title: label('received', { bag, count: answer.OrderCount }), description: arrived, spoken: label('receivedSpoken') };
  };
  // The same bag scanned again asks the server again: it answers "repeat arrival" without doing anything.
  const scan = useScanScreen({ state: received, noWarehouse: true, onScan: receive });
  return (
    <Card>
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={label('arrivalWarning')} />
        <Input {...scan.inputProps} size="large" autoFocus placeholder={label('scanArrivalHint')} aria-label={label('scanNumber')} style={{ fontSize: 28, maxWidth: 560 }} allowClear />
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        <Typography.Title level={5}>
          {label('receivedThisSession')} ({received.length})
        </Typography.Title>
        <Table
          size="small"
          rowKey="Id"
          dataSource={received}
          pagination={false}
          scroll={{ x: 700 }}
          columns={[
            { dataIndex: 'BagNumber', title: label('bagNumber'), width: 160 },
            { dataIndex: 'ShiftName', title: label('shift'), width: 200, render: (n: string, r) => `${n} · ${r.ShiftSerialNumber}` },
            { dataIndex: 'OrderCount', title: label('orderCount'), width: 90, align: 'right' },
            { dataIndex: 'Weight', title: label('weight'), width: 100, align: 'right' },
            { dataIndex: 'Status', title: label('status'), width: 100, render: (s: number) => <BagStateTag state={s} /> },
            { dataIndex: 'ArrivedTime', title: label('arrivedTime'), width: 170, render: time },
          ]}
        />
      </Flex>
    </Card>
  );
}
