// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
// Stock changes only through moveStock: inbound documents, outbound orders and stock-takes name the
// moves of their business event, and the ledger applies them once.
export { moveStock, stockOf, type StockEvent, type StockMove } from './ledger.ts';
export { stockByCommodity } from './inventory.service.ts';
