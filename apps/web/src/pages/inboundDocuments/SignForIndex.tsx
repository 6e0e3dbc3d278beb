import { inboundDocuments as api, type Texts } from '@lbo/contracts';
import { Card, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { ScanLog, useScanLog } from '../../components/scan/ScanLog.tsx';
import { refusal, ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { useNamed } from './inboundWords.tsx';
import './texts.ts';

/**
 * Receipt signing by scanner: a document number signs every box of it not yet signed, a box
 * number that box. The server decides a repeat ("repeat arrival at warehouse", nothing signed) and
 * a finished document (signing refused), so every scan goes to it; each outcome is shown and said.
 */
export default function SignForIndex() {
  const may = usePermission();
  return may('InboundWarehouseDocument.SignFor') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`inbound.${key}`, params);
  const named = useNamed();
  const { scans, noted } = useScanLog();
  const states = api.inboundLifecycle.names.states as Record<number, Texts>;

  const onScan = async (scanned: string): Promise<ScanOutcome> => {
    try {
      const signed = await callApi(api.signFor, { Number: scanned, WarehouseId: scan.warehouseId! }, { silent: true });
      return noted(scanned, {
        tone: 'success',
        title: label('signed', { numbers: signed.ContainerNos.join(', ') }),
        // Whether to open the boxes is what the receiver needs next.
        description: `${label('documentState', { number: signed.Document.OrderNo, state: named(states[signed.Document.Status]!) })} · ${label(signed.Document.IsUnpacking ? 'storedLoose' : 'storedWhole')}`,
        spoken: label('signedSpoken', { count: signed.ContainerNos.length }),
      });
    } catch (error) {
      return noted(scanned, refusal(error));
    }
  };
  // Each scan is its own state: a repeat goes to the server, which answers it without signing anything.
  const scan = useScanScreen({ state: scans.length, onScan });

  return (
    <Card>
      <Flex vertical gap={16}>
        {scan.warehouseChoice}
        <Input {...scan.inputProps} size="large" autoFocus placeholder={label('scanDocument')} aria-label={label('scanDocument')} style={{ fontSize: 28, maxWidth: 560 }} />
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        <ScanLog scans={scans} title={label('scans')} numberTitle={label('orderNo')} />
      </Flex>
    </Card>
  );
}
