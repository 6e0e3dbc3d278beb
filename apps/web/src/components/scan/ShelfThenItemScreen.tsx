import { shelves, type ResponseOf } from '@lbo/contracts';
import { Alert, Card, Flex, Input, Statistic } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { ScanLog, useScanLog } from './ScanLog.tsx';
import { refusal, ScanOutcomeAlert, useScanScreen, type ScanOutcome } from './useScanScreen.tsx';
import './texts.ts';

export type ScannedShelf = ResponseOf<typeof shelves.getShelves>['Data'][number];

interface ShelfThenItemProps {
  /** The page's words: the two prompts, the hint before a shelf, an unknown shelf, and the log's titles. */
  words: { scanShelf: string; scanItem: string; scanShelfFirst: string; shelfNotFound: (number: string) => string; logTitle: string; numberTitle: string };
  /** One item scanned with a shelf chosen; `update` shows the shelf as the work left it. */
  onItem: (scanned: string, shelf: ScannedShelf, update: (shelf: ScannedShelf) => void) => Promise<ScanOutcome>;
  /** The same item again onto the same shelf: it is there, nothing to ask the server. */
  onRepeat: (scanned: string, shelf: ScannedShelf) => ScanOutcome;
  /** More figures of the chosen shelf beside its number. */
  figures?: (shelf: ScannedShelf | null) => ReactNode;
}

/**
 * A "shelf, then item" scan screen (parcels onto shelves, boxes onto shelves): a shelf code
 * chooses the shelf, then each item scanned is put onto it. With a shelf chosen a scan is first
 * taken as an item; a code the server refuses as one is looked up as a shelf of the warehouse and
 * switches to it when it is one. Every item's outcome is shown, said aloud and kept in the log.
 */
export function ShelfThenItemScreen({ words, onItem, onRepeat, figures }: ShelfThenItemProps) {
  const { t } = useTranslation();
  const [shelf, setShelf] = useState<ScannedShelf | null>(null);
  const { scans, noted } = useScanLog();

  /** The warehouse's shelf with exactly this number, if there is one. */
  const findShelf = async (number: string): Promise<ScannedShelf | undefined> => {
    const page = await callApi(shelves.getShelves, { index: 1, rows: 20, Content: number, WarehouseId: scan.warehouseId!, IsDeactivate: false }, { silent: true });
    return page.Data.find((s) => s.ShelvesNumber.toUpperCase() === number.toUpperCase());
  };
  const switchTo = (chosen: ScannedShelf): ScanOutcome => {
    setShelf(chosen);
    return { tone: 'success', title: t('scan.shelfChosen', { shelf: chosen.ShelvesNumber }) };
  };

  const onScan = async (scanned: string): Promise<ScanOutcome> => {
    if (!shelf) {
      const asShelf = await findShelf(scanned);
      return asShelf ? switchTo(asShelf) : { tone: 'error', title: words.shelfNotFound(scanned) };
    }
    try {
      return noted(scanned, await onItem(scanned, shelf, setShelf));
    } catch (error) {
      const asShelf = error instanceof ApiError ? await findShelf(scanned) : undefined;
      return asShelf ? switchTo(asShelf) : noted(scanned, refusal(error));
    }
  };

  const scan = useScanScreen({
    state: shelf?.Id ?? null,
    onScan,
    onRepeat: (scanned) => noted(scanned, onRepeat(scanned, shelf!)),
    onWarehouseChange: () => setShelf(null),
  });
  const prompt = shelf ? words.scanItem : words.scanShelf;

  return (
    <Card>
      <Flex vertical gap={16}>
        {scan.warehouseChoice}
        <Flex gap={32} align="center" wrap>
          <Input {...scan.inputProps} size="large" autoFocus placeholder={prompt} aria-label={prompt} style={{ fontSize: 28, maxWidth: 560 }} />
          <Statistic title={t('scan.currentShelf')} value={shelf?.ShelvesNumber ?? '-'} />
          {figures?.(shelf)}
        </Flex>
        {!shelf && !scan.outcome && <Alert type="info" showIcon title={words.scanShelfFirst} />}
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        <ScanLog scans={scans} title={words.logTitle} numberTitle={words.numberTitle} />
      </Flex>
    </Card>
  );
}
