// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
export { availableWarehouseIds, checkUserWarehouses, isAvailable, replaceUserWarehouses, warehousesOfUsers, withinAvailable } from './availability.ts';
export { requireUsableWarehouse, usableWarehouse, warehouseNameOf, warehouseNames, withRegionName, withRegionNames } from './warehouses.service.ts';
