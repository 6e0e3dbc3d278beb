import { pickingLists as api } from '@lbo/contracts';
import { Alert, Button, Card, Flex, Input, InputNumber, Progress, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { ScanLog, useScanLog } from '../../components/scan/ScanLog.tsx';
import { refusal, ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { ReportMissingDialog, useLabel } from './pickingParts.tsx';
import './texts.ts';

type Detail = api.PickingListDetail;

/**
 * Picking by scanner, keyboard first: the list's number (an unclaimed list becomes the picker's),
 * then a shelf of the list, then each parcel or commodity on it; a shelf code of the list switches
 * shelf. The server decides every item (a wrong shelf or item is refused and said aloud); the same
 * parcel twice answers "picked already" and counts once, and each commodity scan carries its own
 * id, so a request sent twice counts once. A missing order is reported from the list's orders.
 */
export default function PickingScanIndex() {
  const may = usePermission();
  return may('PickingScan.Pick') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const { t } = useTranslation();
  const label = useLabel();
  const may = usePermission();
  const [list, setList] = useState<Detail | null>(null);
  const [shelf, setShelf] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [reporting, setReporting] = useState<Detail['Orders'][number] | null>(null);
  const { scans, noted } = useScanLog();

  const shelfOf = (code: string) => list?.Lines.find((l) => l.ShelfCode && l.ShelfCode.toUpperCase() === code)?.ShelfCode;
  const chooseShelf = (code: string): ScanOutcome => {
    setShelf(code);
    return { tone: 'success', title: t('scan.shelfChosen', { shelf: code }) };
  };

  const pick = async (scanned: string, current: Detail, onShelf: string): Promise<ScanOutcome> => {
    const result = await callApi(api.pickingScan, { Id: current.Id, ShelfCode: onShelf, Code: scanned, ScanId: crypto.randomUUID(), Quantity: quantity }, { silent: true });
    setList({
      ...current,
      Status: result.Status,
      PickedLineCount: result.PickedLineCount,
      Lines: current.Lines.map((l) => (l.Id === result.Line.Id ? result.Line : l)),
    });
    const code = result.Line.Code;
    if (result.AlreadyPicked) return { tone: 'warning', title: label('scan.alreadyPicked', { code }) };
    const title = result.Line.Kind === api.PickingLineKind.Commodity ? label('scan.pickedQuantity', { quantity, code }) : label('scan.picked', { code });
    const done = result.PickedLineCount === result.LineCount ? label('scan.allPicked') : result.OrderPicked ? label('scan.orderPicked', { number: result.Line.OrderSerialNumber }) : undefined;
    return { tone: 'success', title, description: done, spoken: done ? `${title}. ${done}` : title };
  };

  const onScan = async (scanned: string): Promise<ScanOutcome> => {
    if (!list) {
      try {
        const opened = await callApi(api.openPickingList, { Number: scanned, WarehouseId: scan.warehouseId! }, { silent: true });
        setList(opened);
        setShelf(null);
        return { tone: 'success', title: label('scan.listOpened', { number: opened.Number, lines: opened.LineCount }) };
      } catch (error) {
        return noted(scanned, refusal(error));
      }
    }
    const asShelf = shelfOf(scanned);
    if (asShelf) return chooseShelf(asShelf);
    if (!shelf) return noted(scanned, { tone: 'error', title: label('scan.shelfNotOnList', { shelf: scanned }) });
    try {
      return noted(scanned, await pick(scanned, list, shelf));
    } catch (error) {
      return noted(scanned, refusal(error));
    }
  };

  // The state a scan is made in: a commodity scanned again on the same shelf is one more unit, so
  // the count of what is picked is part of it; a parcel scanned again is answered by the server.
  const scan = useScanScreen({
    state: `${list?.Id ?? ''}:${shelf ?? ''}:${list?.Lines.reduce((n, l) => n + l.PickedQuantity, 0) ?? 0}`,
    onScan,
    onWarehouseChange: () => {
      setList(null);
      setShelf(null);
    },
  });
  const prompt = !list ? label('scan.scanList') : shelf ? label('scan.scanItem') : label('scan.scanShelf');
  const onThisShelf = list && shelf ? list.Lines.filter((l) => l.ShelfCode === shelf) : [];

  return (
    <Card>
      <Flex vertical gap={16}>
        {scan.warehouseChoice}
        <Flex gap={32} align="center" wrap>
          <Input {...scan.inputProps} size="large" autoFocus placeholder={prompt} aria-label={prompt} style={{ fontSize: 28, maxWidth: 560 }} />
          <Statistic title={label('scan.currentList')} value={list?.Number ?? '-'} />
          <Statistic title={label('scan.currentShelf')} value={shelf ?? '-'} />
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{label('scan.quantity')}</Typography.Text>
            <InputNumber min={1} max={api.PICKING_SCAN_QUANTITY_MAX} precision={0} value={quantity} onChange={(v) => setQuantity(v ?? 1)} aria-label={label('scan.quantity')} />
          </Flex>
          {list && (
            <Flex vertical gap={4} style={{ minWidth: 200 }}>
              <Typography.Text type="secondary">{label('scan.progress')}</Typography.Text>
              <Progress percent={list.LineCount ? Math.round((list.PickedLineCount * 100) / list.LineCount) : 0} format={() => `${list.PickedLineCount}/${list.LineCount}`} />
            </Flex>
          )}
          {list && (
            <Button
              onClick={() => {
                setList(null);
                setShelf(null);
                scan.focus();
              }}
            >
              {label('scan.otherList')}
            </Button>
          )}
        </Flex>
        {!list && !scan.outcome && <Alert type="info" showIcon title={label('scan.listFirst')} />}
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        {list && (
          <Table
            size="small"
            rowKey="Id"
            pagination={false}
            title={() => (shelf ? label('scan.toPick') : label('lines'))}
            dataSource={shelf ? onThisShelf : list.Lines}
            columns={[
              { dataIndex: 'ShelfCode', title: label('shelf'), width: 110, render: (s: string) => s || label('noShelf') },
              { dataIndex: 'Code', title: label('code'), width: 180 },
              { dataIndex: 'Name', title: label('name'), width: 160 },
              { dataIndex: 'OrderSerialNumber', title: label('order'), width: 170 },
              {
                key: 'qty',
                title: label('quantity'),
                width: 100,
                align: 'right',
                render: (_: unknown, l) => <Typography.Text type={l.PickedQuantity >= l.Quantity ? 'success' : undefined}>{`${l.PickedQuantity}/${l.Quantity}`}</Typography.Text>,
              },
              {
                key: 'missing',
                title: '',
                width: 130,
                render: (_: unknown, l) =>
                  may('PickingScan.ReportMissing') &&
                  l.PickedQuantity < l.Quantity && (
                    <Button size="small" type="link" danger onClick={() => setReporting(list.Orders.find((o) => o.OrderId === l.OrderId) ?? null)}>
                      {label('reportMissing')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
        <ScanLog scans={scans} title={label('scan.log')} numberTitle={label('scan.scanned')} />
      </Flex>
      {reporting && list && may('PickingScan.ReportMissing') && (
        <ReportMissingDialog
          title={label('reportMissingTitle', { number: reporting.SerialNumber })}
          send={async (reason) => {
            await callApi(api.reportMissing, { Id: list.Id, OrderId: reporting.OrderId, Reason: reason });
            setList(await callApi(api.getPickingById, { Id: list.Id }));
          }}
          onClose={() => {
            setReporting(null);
            scan.focus();
          }}
        />
      )}
    </Card>
  );
}
