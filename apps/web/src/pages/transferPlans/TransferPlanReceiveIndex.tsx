import { transferPlans as api } from '@lbo/contracts';
import { Alert, Button, Card, Flex, Input, Progress, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { ScanLog, useScanLog } from '../../components/scan/ScanLog.tsx';
import { refusal, ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { LinesTable, useLabel, type PlanDetail } from './transferParts.tsx';

/**
 * Receiving transfers by scanner, keyboard first, at the warehouse the screen works in: the plan's
 * number (or one of its courier numbers) opens a dispatched plan coming here, then each parcel's
 * courier number, or a commodity's code or SKU for its whole line, is received. The server decides
 * each scan: a number not in the plan is refused aloud, the same number twice answers "received
 * already" and receives once. The plan is received with its last line.
 */
export default function TransferPlanReceiveIndex() {
  const may = usePermission();
  return may('TransferPlanReceive.Receive') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const label = useLabel();
  const [plan, setPlan] = useState<PlanDetail | null>(null);
  const { scans, noted } = useScanLog();

  const receive = async (scanned: string, current: PlanDetail): Promise<ScanOutcome> => {
    const result = await callApi(api.receiveScan, { Id: current.Id, Number: scanned }, { silent: true });
    setPlan(result.Plan);
    const code = result.Line.Number;
    if (result.Repeat) return { tone: 'warning', title: label('repeat', { code }) };
    const title = label('receivedLine', { code });
    if (!result.PlanReceived) return { tone: 'success', title };
    const done = label('planDone', { number: result.Plan.SerialNumber });
    return { tone: 'success', title, description: done, spoken: `${title}. ${done}` };
  };

  const onScan = async (scanned: string): Promise<ScanOutcome> => {
    try {
      if (!plan || plan.Status !== api.TransferPlanStatus.Dispatched) {
        // A repeat of a line of the plan just finished is answered by the server, as any scan of it.
        if (plan && plan.Lines.some((l) => l.Number.toUpperCase() === scanned)) return noted(scanned, await receive(scanned, plan));
        const opened = await callApi(api.openForReceive, { Number: scanned, WarehouseId: scan.warehouseId! }, { silent: true });
        setPlan(opened);
        const title = label('planOpened', { number: opened.SerialNumber, count: opened.LineCount });
        // Opened by one of its courier numbers: that parcel is received at once.
        if (opened.SerialNumber !== scanned) return noted(scanned, await receive(scanned, opened));
        return { tone: 'success', title };
      }
      return noted(scanned, await receive(scanned, plan));
    } catch (error) {
      return noted(scanned, refusal(error));
    }
  };

  const scan = useScanScreen({
    state: `${plan?.Id ?? ''}:${plan?.ReceivedLineCount ?? 0}`,
    onScan,
    onWarehouseChange: () => setPlan(null),
  });
  const prompt = plan?.Status === api.TransferPlanStatus.Dispatched ? label('scanItems') : label('receiveHint');

  return (
    <Card>
      <Flex vertical gap={16}>
        {scan.warehouseChoice}
        <Flex gap={32} align="center" wrap>
          <Input {...scan.inputProps} size="large" autoFocus placeholder={prompt} aria-label={prompt} style={{ fontSize: 28, maxWidth: 560 }} />
          <Statistic title={label('currentPlan')} value={plan?.SerialNumber ?? '-'} />
          {plan && (
            <Flex vertical gap={4} style={{ minWidth: 200 }}>
              <Typography.Text type="secondary">{`${label('progress')} · ${plan.FromWarehouseName} → ${plan.ToWarehouseName}`}</Typography.Text>
              <Progress percent={plan.LineCount ? Math.round((plan.ReceivedLineCount * 100) / plan.LineCount) : 0} format={() => `${plan.ReceivedLineCount}/${plan.LineCount}`} />
            </Flex>
          )}
          {plan && (
            <Button
              onClick={() => {
                setPlan(null);
                scan.focus();
              }}
            >
              {label('otherPlan')}
            </Button>
          )}
        </Flex>
        {!plan && !scan.outcome && <Alert type="info" showIcon title={label('openFirst')} />}
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        {plan && <LinesTable lines={plan.Lines} title={label('lines')} />}
        <ScanLog scans={scans} title={label('log')} numberTitle={label('scanned')} />
      </Flex>
    </Card>
  );
}
