import { inboundDocuments as api } from '@lbo/contracts';
import { Card, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { ScanLog, useScanLog } from '../../components/scan/ScanLog.tsx';
import { refusal, ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import './texts.ts';

/**
 * Bins off their shelves by scanner: each box scanned comes off the shelf it is on (its goods stay
 * in stock, on no shelf) so it can be shelved elsewhere. A box already off moves nothing.
 */
export default function BinLowerShelf() {
  const may = usePermission();
  return may('InboundWarehouseDocument.LowerShelf') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`inbound.${key}`, params);
  const { scans, noted } = useScanLog();

  const onScan = async (scanned: string): Promise<ScanOutcome> => {
    try {
      const r = await callApi(api.binLowerShelf, { ContainerNo: scanned, WarehouseId: scan.warehouseId! }, { silent: true });
      return noted(scanned, { tone: 'success', title: label(r.AlreadyDone ? 'alreadyLowered' : 'lowered', { number: r.Box.ContainerNo, shelf: r.ShelfCode }) });
    } catch (error) {
      return noted(scanned, refusal(error));
    }
  };
  const scan = useScanScreen({ state: null, onScan, onRepeat: (scanned) => noted(scanned, { tone: 'success', title: label('alreadyLowered', { number: scanned }) }) });

  return (
    <Card>
      <Flex vertical gap={16}>
        {scan.warehouseChoice}
        <Input {...scan.inputProps} size="large" autoFocus placeholder={label('scanBox')} aria-label={label('scanBox')} style={{ fontSize: 28, maxWidth: 560 }} />
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        <ScanLog scans={scans} title={label('scans')} numberTitle={label('containerNo')} />
      </Flex>
    </Card>
  );
}
