import { Decimal } from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import { AccountType, logisticsOrders as orderContract, wallets } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { lockWallets, post } from '../modules/wallets/ledger.ts';
import { bills, carriers, logisticsOrders, paymentRecords, sites, users, walletEvents, walletPostings, warehouses } from './schema.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

/**
 * Money on both sides, in the group "Finance": staff's bills (refund), payment records, wallets with
 * the amount statement (corrections, credit lines), recharge approvals and settlement statements
 * (settle), granted to the platform and site administrators (the warehouse operator handles no
 * money); the customer's bills (pay), amount statement and settlement statements (settle), granted
 * to the customer groups (row-level security keeps each to their own).
 */
export async function seedWalletPages(tx: Executor) {
  const staff = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'FinanceCenter',
    path: '/money',
    icon: 'WalletOutlined',
    sort: 7,
    firstPageSort: 0,
    pages: [
      { router: 'BillsIndex', name: 'Bills', icon: 'AccountBookOutlined', buttons: ['Bill.Refund'] },
      { router: 'PaymentRecordsIndex', name: 'Payment records', icon: 'TransactionOutlined', buttons: [] },
      { router: 'WalletsIndex', name: 'Amount statement', icon: 'WalletOutlined', buttons: ['Wallet.Correct', 'Wallet.Credit'] },
      { router: 'RechargesIndex', name: 'Offline recharges', icon: 'MoneyCollectOutlined', buttons: ['Recharge.Submit', 'Recharge.Approve'] },
      { router: 'SettlementStatementsIndex', name: 'Settlement statements', icon: 'AuditOutlined', buttons: ['Settlement.Settle'] },
    ],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], staff);

  const portal = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'FinanceCenter',
    path: '/money',
    icon: 'WalletOutlined',
    sort: 5,
    firstPageSort: 0,
    pages: [
      { router: 'UserBillsIndex', name: 'My bills', icon: 'AccountBookOutlined', buttons: ['UserBill.Pay'] },
      { router: 'UserAmountStatementIndex', name: 'Amount statement', icon: 'WalletOutlined', buttons: [] },
      { router: 'UserSettlementStatementsIndex', name: 'Settlement statements', icon: 'AuditOutlined', buttons: ['UserSettlement.Settle'] },
    ],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, portal);
}

/**
 * The demo's settlement cycle: Grace (VIP group: monthly cycle, credit) paid a freight bill of
 * 320 CNY on credit in the middle of last month. The seed writes that order, bill and payment as
 * paying does (through the ledger, dated last month); the settlement job's first run, at start,
 * gathers it into her statement for last month, already past its due date, so it is marked overdue
 * and she is told. Her cash is 0: settling waits for a recharge.
 */
export async function seedSettlementDemo(tx: Executor) {
  const now = new Date();
  const paidAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 10));
  const graces = await tx.select({ id: users.id, siteId: users.siteId }).from(users).where(and(eq(users.userName, 'grace'), eq(users.accountType, AccountType.SiteUser)));
  for (const grace of graces) {
    if (grace.siteId === null) continue;
    const [warehouse] = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, grace.siteId)).orderBy(asc(warehouses.id)).limit(1);
    const [carrier] = await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.siteId, grace.siteId)).orderBy(asc(carriers.id)).limit(1);
    if (!warehouse || !carrier) continue;
    const number = `${String(grace.id).padStart(6, '0')}`;
    const [order] = await tx
      .insert(logisticsOrders)
      .values({
        siteId: grace.siteId,
        ownerId: grace.id,
        serialNumber: `LOD${number}`,
        source: 1,
        warehouseId: warehouse.id,
        status: orderContract.OrderStatus.Submitted,
        approvalStatus: orderContract.ApprovalStatus.Approved,
        paymentStatus: orderContract.OrderPaymentStatus.Paid,
        quotationId: 0,
        quotationName: 'Demo',
        carrierId: carrier.id,
        packageCount: 1,
        pieceCount: 1,
        weight: '12',
        volumeWeight: '12',
        fareWeight: '12',
        declaredPrice: '80',
        declaredCurrency: 'USD',
        taxType: 1,
        totalAmount: '320.00',
        currencyCode: 'CNY',
        recipient: {} as never,
        recipientName: 'Grace',
        recipientCountryCode: 'US',
        goods: [],
        charges: [],
        createdAt: paidAt,
      })
      .returning({ id: logisticsOrders.id });
    const [bill] = await tx
      .insert(bills)
      .values({ siteId: grace.siteId, ownerId: grace.id, serialNumber: `BLD${number}`, logisticsOrderId: order!.id, billType: 1, paymentStatus: orderContract.BillPaymentStatus.Unpaid, totalAmount: '320.00', currencyCode: 'CNY', details: [], createdAt: paidAt })
      .returning();
    const wallet = (await lockWallets(tx, grace.siteId, grace.id, ['CNY'])).get('CNY')!;
    const event = { key: `bill:${bill!.id}:pay`, type: wallets.WalletEventType.BillPayment, documentType: 'Bill', documentId: bill!.id, documentNumber: bill!.serialNumber };
    const paid = await post(tx, null, wallet, event, { amount: new Decimal('-320.00'), counter: wallets.LedgerAccount.SiteRevenue, useCredit: true, field: 'BillIds' });
    await tx
      .update(bills)
      .set({ paymentStatus: orderContract.BillPaymentStatus.Paid, paymentMoney: '320.00', paymentMethod: wallets.PaymentMethod.Credit, paidAt, balanceBefore: paid.before.balance, balanceAfter: paid.after.balance, creditBefore: paid.before.credit, creditAfter: paid.after.credit })
      .where(eq(bills.id, bill!.id));
    // The ledger's rows carry the payment's time too, so her amount statement shows it last month.
    await tx.update(walletEvents).set({ createdAt: paidAt }).where(eq(walletEvents.id, paid.eventId));
    await tx.update(walletPostings).set({ createdAt: paidAt }).where(eq(walletPostings.eventId, paid.eventId));
    await tx.insert(paymentRecords).values({
      siteId: grace.siteId,
      ownerId: grace.id,
      billId: bill!.id,
      eventId: paid.eventId,
      type: wallets.WalletEventType.BillPayment,
      paymentMethod: wallets.PaymentMethod.Credit,
      amount: '320.00',
      cashAmount: paid.cash.toFixed(2),
      creditAmount: paid.credit.toFixed(2),
      currencyCode: 'CNY',
      balanceBefore: paid.before.balance,
      balanceAfter: paid.after.balance,
      createdAt: paidAt,
    });
  }
}

/**
 * The demo's cash on delivery: the demo sites offer it, the VIP group allows it (2,000 by default),
 * and Grace (VIP) has an outbound COD order of a 600 CNY collection with its freight bill of 120
 * CNY unpaid: she may pay it from the collection, and staff record the carrier's remittance ("COD
 * collected") from the order list, which credits her what the bill did not take.
 */
export async function seedCodDemo(tx: Executor) {
  await tx.update(sites).set({ openCashOnDelivery: true });
  const graces = await tx.select({ id: users.id, siteId: users.siteId }).from(users).where(and(eq(users.userName, 'grace'), eq(users.accountType, AccountType.SiteUser)));
  for (const grace of graces) {
    if (grace.siteId === null) continue;
    const [warehouse] = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, grace.siteId)).orderBy(asc(warehouses.id)).limit(1);
    const [carrier] = await tx
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(eq(carriers.siteId, grace.siteId), eq(carriers.isCashOnDelivery, true)))
      .orderBy(asc(carriers.id))
      .limit(1);
    if (!warehouse || !carrier) continue;
    const number = `${String(grace.id).padStart(6, '0')}`;
    const [order] = await tx
      .insert(logisticsOrders)
      .values({
        siteId: grace.siteId,
        ownerId: grace.id,
        serialNumber: `LOC${number}`,
        source: 1,
        warehouseId: warehouse.id,
        status: orderContract.OrderStatus.Outbound,
        approvalStatus: orderContract.ApprovalStatus.Approved,
        paymentStatus: orderContract.OrderPaymentStatus.Unpaid,
        codStatus: orderContract.CodStatus.AwaitingCollection,
        quotationId: 0,
        quotationName: 'Demo',
        carrierId: carrier.id,
        packageCount: 1,
        pieceCount: 1,
        weight: '3.5',
        volumeWeight: '3',
        fareWeight: '3.5',
        declaredPrice: '600',
        declaredCurrency: 'CNY',
        isCod: true,
        collection: '600.00',
        taxType: 1,
        totalAmount: '120.00',
        currencyCode: 'CNY',
        recipient: {} as never,
        recipientName: 'Lam Ka Yan',
        recipientCountryCode: 'HK',
        goods: [{ Name: 'Tea set', Quantity: 2, UnitValue: '300', CurrencyCode: 'CNY' }],
        charges: [],
      })
      .returning({ id: logisticsOrders.id });
    await tx.insert(bills).values({ siteId: grace.siteId, ownerId: grace.id, serialNumber: `BLC${number}`, logisticsOrderId: order!.id, billType: 1, paymentStatus: orderContract.BillPaymentStatus.Unpaid, totalAmount: '120.00', currencyCode: 'CNY', details: [] });
  }
}
