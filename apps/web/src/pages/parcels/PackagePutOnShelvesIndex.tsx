import { parcels as api, shelves, type ResponseOf } from '@lbo/contracts';
import { Alert, Card, Flex, Input, Statistic, Table, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { callApi } from '../../api/client.ts';
import { announce } from './announce.ts';
import { time } from './lifecycleNames.ts';
import { ScanWarehouseChoice, useScanWarehouse } from './ScanWarehouse.tsx';
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
 * moves there from the shelf it was on). A code that is a shelf of the warehouse always switches
 * shelf; anything else is a parcel. Every outcome is shown and said aloud.
 */
export default function PackagePutOnShelvesIndex() {
  const may = usePermission();
  // The screen is its button: a role holding the page without it may not shelve.
  return may('Package.PutOnShelf') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  const { warehouseId, choose } = useScanWarehouse();
  const input = useRef<InputRef>(null);
  const inFlight = useRef(false);
  const [code, setCode] = useState('');
  const [shelf, setShelf] = useState<Shelf | null>(null);
  const [last, setLast] = useState<{ text: string; ok: boolean } | null>(null);
  const [scans, setScans] = useState<Scan[]>([]);

  const say = (text: string, ok: boolean, courierNumber?: string) => {
    setLast({ text, ok });
    announce(text);
    if (courierNumber) setScans((rows) => [{ key: rows.length + 1, CourierNumber: courierNumber, outcome: text, ok, at: new Date().toISOString() }, ...rows]);
  };

  /** The warehouse's shelf with exactly this number, if there is one. */
  const findShelf = async (number: string): Promise<Shelf | undefined> => {
    const page = await callApi(shelves.getShelves, { index: 1, rows: 20, Content: number, WarehouseId: warehouseId!, IsDeactivate: false }, { silent: true });
    return page.Data.find((s) => s.ShelvesNumber.toUpperCase() === number.toUpperCase());
  };

  /** Where the parcel was before this scan, for "moved from". */
  const currentShelfOf = async (courierNumber: string) => {
    const page = await callApi(api.getPackages, { index: 1, rows: 10, CourierNumbers: courierNumber, WarehouseId: warehouseId! }, { silent: true });
    return page.Data[0]?.ShelfCode ?? '';
  };

  const describe = (result: Shelved, from: string, to: string) => {
    if (result.AlreadyThere) return label('shelving.alreadyThere');
    return from && from !== to ? label('shelving.movedFrom', { from, shelf: to }) : label('shelving.putOnShelf', { shelf: to });
  };

  const onScan = async () => {
    const scanned = code.trim().toUpperCase();
    if (!scanned || inFlight.current) return;
    if (warehouseId === null) return say(label('chooseWarehouse'), false);
    inFlight.current = true;
    try {
      const asShelf = await findShelf(scanned);
      if (asShelf) {
        setShelf(asShelf);
        say(label('shelving.shelfChosen', { shelf: asShelf.ShelvesNumber }), true);
      } else if (!shelf) say(label('shelving.shelfNotFound', { number: scanned }), false);
      else {
        const from = await currentShelfOf(scanned);
        const result = await callApi(api.putPackageOnShelf, { CourierNumber: scanned, ShelfId: shelf.Id }, { silent: true });
        setShelf({ ...shelf, GoodsQuantity: result.ShelfGoodsQuantity });
        say(describe(result, from, shelf.ShelvesNumber), true, scanned);
      }
    } catch (error) {
      say(error instanceof Error ? error.message : String(error), false, shelf ? scanned : undefined);
    } finally {
      inFlight.current = false;
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <Card>
      <Flex vertical gap={16}>
        <ScanWarehouseChoice
          value={warehouseId}
          onChange={(id) => {
            choose(id);
            setShelf(null);
          }}
        />
        <Flex gap={32} align="center" wrap>
          <Input
            ref={input}
            size="large"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={() => void onScan()}
            placeholder={shelf ? label('shelving.scanParcel') : label('shelving.scanShelf')}
            aria-label={shelf ? label('shelving.scanParcel') : label('shelving.scanShelf')}
            style={{ fontSize: 28, maxWidth: 560 }}
          />
          <Statistic title={label('shelving.currentShelf')} value={shelf?.ShelvesNumber ?? '-'} />
          <Statistic title={label('shelving.goods')} value={shelf?.GoodsQuantity ?? '-'} />
        </Flex>
        {!shelf && !last && <Alert type="info" showIcon title={label('shelving.scanShelfFirst')} />}
        {last && <Alert type={last.ok ? 'success' : 'error'} showIcon title={<span style={{ fontSize: 28, fontWeight: 600 }}>{last.text}</span>} />}
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
