import { inboundDocuments as api, shelves } from '@lbo/contracts';
import { Alert, Card, Flex, Input, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { refusal, ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { ScanLog, useScanLog } from './ScanLog.tsx';
import './texts.ts';

interface Shelf {
  Id: number;
  ShelvesNumber: string;
}

/**
 * Bins onto shelves by scanner: a shelf code chooses the shelf, then each inspected box scanned
 * goes onto it (good goods Available, defective Defective). A code the server refuses as a box is
 * looked up as a shelf of the warehouse and switches to it. The same box onto the same shelf again
 * moves nothing (the screen answers it without the server).
 */
export default function BinPutOnShelves() {
  const may = usePermission();
  return may('InboundWarehouseDocument.PutOnShelf') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`inbound.${key}`, params);
  const [shelf, setShelf] = useState<Shelf | null>(null);
  const { scans, noted } = useScanLog();

  const findShelf = async (number: string): Promise<Shelf | undefined> => {
    const page = await callApi(shelves.getShelves, { index: 1, rows: 20, Content: number, WarehouseId: scan.warehouseId!, IsDeactivate: false }, { silent: true });
    return page.Data.find((s) => s.ShelvesNumber.toUpperCase() === number.toUpperCase());
  };
  const switchTo = (chosen: Shelf): ScanOutcome => {
    setShelf(chosen);
    return { tone: 'success', title: label('shelfChosen', { shelf: chosen.ShelvesNumber }) };
  };

  const onScan = async (scanned: string): Promise<ScanOutcome> => {
    if (!shelf) {
      const asShelf = await findShelf(scanned);
      return asShelf ? switchTo(asShelf) : { tone: 'error', title: label('shelfNotFound', { number: scanned }) };
    }
    try {
      const r = await callApi(api.binPutOnShelves, { ContainerNo: scanned, ShelfId: shelf.Id }, { silent: true });
      const words = { number: r.Box.ContainerNo, shelf: r.ShelfCode, good: r.GoodQuantity, defective: r.DefectiveQuantity };
      return noted(scanned, { tone: 'success', title: label(r.AlreadyDone ? 'alreadyOnShelf' : 'putOnShelf', words) });
    } catch (error) {
      const asShelf = error instanceof ApiError ? await findShelf(scanned) : undefined;
      return asShelf ? switchTo(asShelf) : noted(scanned, refusal(error));
    }
  };

  const scan = useScanScreen({
    state: shelf?.Id ?? null,
    onScan,
    onRepeat: (scanned) => noted(scanned, { tone: 'success', title: label('alreadyOnShelf', { number: scanned, shelf: shelf?.ShelvesNumber ?? '' }) }),
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
            placeholder={shelf ? label('scanBox') : label('scanShelf')}
            aria-label={shelf ? label('scanBox') : label('scanShelf')}
            style={{ fontSize: 28, maxWidth: 560 }}
          />
          <Statistic title={label('currentShelf')} value={shelf?.ShelvesNumber ?? '-'} />
        </Flex>
        {!shelf && !scan.outcome && <Alert type="info" showIcon title={label('scanShelfFirst')} />}
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        <ScanLog scans={scans} numberTitle={label('containerNo')} />
      </Flex>
    </Card>
  );
}
