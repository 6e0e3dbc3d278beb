import { parcels as api, shelves, type ResponseOf } from '@lbo/contracts';
import { Alert, Card, Flex, Input, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { refusal, ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { time } from './lifecycleNames.ts';
import './texts.ts';

interface Shelf {
  Id: number;
  ShelvesNumber: string;
  GoodsQuantity: number;
}
type Shelved = ResponseOf<typeof api.putPackageOnShelf>;
interface Scan {
  key: number;
  CourierNumber: string;
  outcome: string;
  ok: boolean;
  at: string;
}

/**
 * Shelving by scanner: a shelf code chooses the shelf, then each parcel scanned goes onto it (or
 * moves there from the shelf it was on), in one call that answers what is said. With a shelf
 * chosen a scan is first taken as a parcel; a code the server refuses as a parcel is looked up as a
 * shelf of the warehouse, and switches to it when it is one. Every outcome is shown and said aloud.
 */
export default function PackagePutOnShelvesIndex() {
  const may = usePermission();
  // The screen is its button: a role holding the page without it may not shelve.
  return may('Package.PutOnShelf') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  const [shelf, setShelf] = useState<Shelf | null>(null);
  const [scans, setScans] = useState<Scan[]>([]);

  /** A parcel's outcome, kept in the list of this screen's scans. */
  const noted = (courierNumber: string, outcome: ScanOutcome): ScanOutcome => {
    setScans((rows) => [{ key: rows.length + 1, CourierNumber: courierNumber, outcome: outcome.title, ok: outcome.tone !== 'error', at: new Date().toISOString() }, ...rows]);
    return outcome;
  };

  /** The warehouse's shelf with exactly this number, if there is one. */
  const findShelf = async (number: string): Promise<Shelf | undefined> => {
    const page = await callApi(shelves.getShelves, { index: 1, rows: 20, Content: number, WarehouseId: scan.warehouseId!, IsDeactivate: false }, { silent: true });
    return page.Data.find((s) => s.ShelvesNumber.toUpperCase() === number.toUpperCase());
  };
  const switchTo = (chosen: Shelf): ScanOutcome => {
    setShelf(chosen);
    return { tone: 'success', title: label('shelving.shelfChosen', { shelf: chosen.ShelvesNumber }) };
  };

  const describe = (result: Shelved, to: string) => {
    if (result.AlreadyThere) return label('shelving.alreadyThere');
    return result.FromShelfCode ? label('shelving.movedFrom', { from: result.FromShelfCode, shelf: to }) : label('shelving.putOnShelf', { shelf: to });
  };

  const onScan = async (scanned: string): Promise<ScanOutcome> => {
    if (!shelf) {
      const asShelf = await findShelf(scanned);
      return asShelf ? switchTo(asShelf) : { tone: 'error', title: label('shelving.shelfNotFound', { number: scanned }) };
    }
    try {
      const result = await callApi(api.putPackageOnShelf, { CourierNumber: scanned, ShelfId: shelf.Id }, { silent: true });
      setShelf({ ...shelf, GoodsQuantity: result.ShelfGoodsQuantity });
      return noted(scanned, { tone: 'success', title: describe(result, shelf.ShelvesNumber) });
    } catch (error) {
      const asShelf = error instanceof ApiError ? await findShelf(scanned) : undefined;
      return asShelf ? switchTo(asShelf) : noted(scanned, refusal(error));
    }
  };

  const scan = useScanScreen({
    state: shelf?.Id ?? null,
    onScan,
    // The same parcel again onto the same shelf: it is there, nothing to ask the server.
    onRepeat: (scanned) => noted(scanned, { tone: 'success', title: label('shelving.alreadyThere') }),
    onWarehouseChange: () => setShelf(null),
  });

  return (
    <Card>
      <Flex vertical gap={16}>
        {scan.warehouseChoice}
        <Flex gap={32} align="center" wrap>
          <Input
            {...scan.inputProps}
            size="large"
            autoFocus
            placeholder={shelf ? label('shelving.scanParcel') : label('shelving.scanShelf')}
            aria-label={shelf ? label('shelving.scanParcel') : label('shelving.scanShelf')}
            style={{ fontSize: 28, maxWidth: 560 }}
          />
          <Statistic title={label('shelving.currentShelf')} value={shelf?.ShelvesNumber ?? '-'} />
          <Statistic title={label('shelving.goods')} value={shelf?.GoodsQuantity ?? '-'} />
        </Flex>
        {!shelf && !scan.outcome && <Alert type="info" showIcon title={label('shelving.scanShelfFirst')} />}
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        <Typography.Title level={5}>{label('shelving.history')}</Typography.Title>
        <Table
          size="small"
          rowKey="key"
          dataSource={scans}
          pagination={false}
          columns={[
            { dataIndex: 'CourierNumber', title: label('courierNumber'), width: 200 },
            { dataIndex: 'outcome', title: label('shelving.outcome'), render: (text: string, row: Scan) => <Typography.Text type={row.ok ? undefined : 'danger'}>{text}</Typography.Text> },
            { dataIndex: 'at', title: label('list.time'), width: 170, render: time },
          ]}
        />
      </Flex>
    </Card>
  );
}
