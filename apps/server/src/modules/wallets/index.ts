// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
// Money moves only through the ledger (ledger.ts `post`); other areas read wallets and lock refunds.
export { applyCreditSetting, creditOnlineRecharge, creditPromotionGift, holdsMoney, lockRefunds, walletOfUser, walletsOfUsers } from './wallets.service.ts';
// Packing refunds what the packed boxes cost less than was paid, as staff's refund does.
export { refundPaidBill } from './wallets.service.ts';
export { figuresOf } from './ledger.ts';
// The settlement statements (modules/settlements) repay credit from cash.
export { lockWallets, repayCreditFromCash } from './ledger.ts';
