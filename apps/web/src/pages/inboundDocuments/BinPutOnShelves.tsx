import { inboundDocuments as api } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { ShelfThenItemScreen } from '../../components/scan/ShelfThenItemScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import './texts.ts';

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
  return (
    <ShelfThenItemScreen
      words={{
        scanShelf: label('scanShelf'),
        scanItem: label('scanBox'),
        scanShelfFirst: label('scanShelfFirst'),
        shelfNotFound: (number) => label('shelfNotFound', { number }),
        logTitle: label('scans'),
        numberTitle: label('containerNo'),
      }}
      onItem={async (scanned, shelf) => {
        const r = await callApi(api.binPutOnShelves, { ContainerNo: scanned, ShelfId: shelf.Id }, { silent: true });
        const words = { number: r.Box.ContainerNo, shelf: r.ShelfCode, good: r.GoodQuantity, defective: r.DefectiveQuantity };
        const done = r.Box.Status === api.BoxStatus.Unpacked ? 'unpackedOnShelf' : 'putOnShelf';
        return { tone: 'success', title: label(r.AlreadyDone ? 'alreadyOnShelf' : done, words) };
      }}
      onRepeat={(scanned, shelf) => ({ tone: 'success', title: label('alreadyOnShelf', { number: scanned, shelf: shelf.ShelvesNumber }) })}
    />
  );
}
