import {
  ErrorCode,
  mallShopInformation,
  returnLogisticsOrder,
  shopAuthorizationInformation,
  type CallDefinition,
} from '@lbo/contracts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/rpc.ts';

/**
 * Calls awaiting their area: declared in the contracts (the pickers of the component kit are typed
 * against them) while their business area and its tables do not exist yet. Each is served like any
 * call (sign-in, population, validation, API permission) and then answers Code 4 with
 * "<path> is not available yet" in the caller's language, instead of a 404.
 *
 * When an area lands, its module routes these calls for real and removes them from this list: the
 * app refuses to start while a call has two routes (or none).
 */
export const CALLS_AWAITING_THEIR_AREA: readonly CallDefinition[] = [
  shopAuthorizationInformation.getShopAuthorizationInformation,
  shopAuthorizationInformation.getUserShopAuthorizationInformation,
  returnLogisticsOrder.getReturnLogisticsOrders,
  returnLogisticsOrder.getUserReturnLogisticsOrders,
  mallShopInformation.getMallShopInformationSelect,
  mallShopInformation.getUserMallShopInformationSelect,
];

export const awaitingAreaRoutes = CALLS_AWAITING_THEIR_AREA.map((call) =>
  route(call, async () => {
    throw new AppError(ErrorCode.NotFound, 'NotAvailableYet', { path: call.path });
  }),
);
