// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
// The money area moves an order's payment and COD axes through the order's own transition tables, and answers its row.
export { act as actOnOrder, orderRow } from './orders.service.ts';
// Packing (modules/packing) prices an order again by its boxes and bills or re-bills the difference through the order's own tables.
export { cancelBill, findOrder, generateBill, refuseUnlessOrderAllows, axesOf } from './orders.service.ts';
export { priceDraft } from './orderDraft.ts';
export { chargesFor } from './orderSplit.ts';
// The demo seed submits an order as the portal does.
export { addOrder, priceOrder } from './orders.service.ts';
