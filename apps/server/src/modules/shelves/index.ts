// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
export { applyGoodsChanges, type GoodsChange } from './shelfGoods.ts';
export { findShelf, lockShelves, type NamedShelf } from './shelfRecords.ts';
export { barcodeLabelsPdf, code128, hasCjkFont, mm, newDocument, reportPdf, type BarcodeLabel, type ReportTable, type TablesReport } from './shelfPdf.ts';
