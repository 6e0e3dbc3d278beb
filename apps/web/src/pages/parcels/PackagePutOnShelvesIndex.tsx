import { parcels as api, type ResponseOf } from '@lbo/contracts';
import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { ShelfThenItemScreen } from '../../components/scan/ShelfThenItemScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import './texts.ts';

type Shelved = ResponseOf<typeof api.putPackageOnShelf>;

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

  const describe = (result: Shelved, to: string) => {
    if (result.AlreadyThere) return label('shelving.alreadyThere');
    return result.FromShelfCode ? label('shelving.movedFrom', { from: result.FromShelfCode, shelf: to }) : label('shelving.putOnShelf', { shelf: to });
  };

  return (
    <ShelfThenItemScreen
      words={{
        scanShelf: label('shelving.scanShelf'),
        scanItem: label('shelving.scanParcel'),
        scanShelfFirst: label('shelving.scanShelfFirst'),
        shelfNotFound: (number) => label('shelving.shelfNotFound', { number }),
        logTitle: label('shelving.history'),
        numberTitle: label('courierNumber'),
      }}
      onItem={async (scanned, shelf, update) => {
        const result = await callApi(api.putPackageOnShelf, { CourierNumber: scanned, ShelfId: shelf.Id }, { silent: true });
        update({ ...shelf, GoodsQuantity: result.ShelfGoodsQuantity });
        return { tone: 'success', title: describe(result, shelf.ShelvesNumber) };
      }}
      onRepeat={() => ({ tone: 'success', title: label('shelving.alreadyThere') })}
      figures={(shelf) => <Statistic title={label('shelving.goods')} value={shelf?.GoodsQuantity ?? '-'} />}
    />
  );
}
