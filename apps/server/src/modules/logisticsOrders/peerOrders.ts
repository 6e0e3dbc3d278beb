import { and, eq, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { logisticsOrders as contract, recipientInformation, texts, type Texts } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { rowsOf } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/lifecycles.ts';
import { customerOf } from '../../platform/siteResources.ts';
import { plainDecimal } from '../../platform/siteRecords.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { requireUsableWarehouse } from '../warehouses/index.ts';
import { priceDraft } from './orderDraft.ts';
import { refuseUnlessCodAllowed } from './cashOnDelivery.ts';
import { toRows } from './orders.service.ts';
import { logisticsOrders } from './tables.ts';

/**
 * Peer orders (GLOSSARY "Peer order (同行订单): an order entered on behalf of another forwarder"):
 * staff enter, for a customer account of the site (the partner forwarder), pieces the peer hands
 * over at a warehouse (no parcels or stock of ours: the pieces are kept on the order with their
 * weights and sizes), the recipient typed in and the declaration. The pricing engine prices them as
 * any order (the peer's customer groups, the recipient's country); the quotation named (by id, or
 * by name in the import), else the cheapest, and its carrier named, else its first. Source Peer.
 * The Excel import (peerImport.ts) enters one order per row through the same `addPeerOrder`.
 */

type Fields = contract.PeerOrderFields;

const day = () => new Date().toISOString().slice(2, 10).replace(/-/g, '');

/** A peer order's pieces priced for the peer, after the peer, warehouse and cargo type are checked (the form's preview and the entry alike). */
export async function pricePeerOrder(ctx: CallContext, actor: Actor, body: contract.PeerPriceFields) {
  const { tx } = ctx;
  const customer = await customerOf(tx, actor, body.UserId);
  const [warehouse, cargo] = await Promise.allSettled([
    requireUsableWarehouse(tx, actor, body.WarehouseId),
    body.CargoTypeId === undefined ? [] : tx.select({ id: cargoTypes.id }).from(cargoTypes).where(and(eq(cargoTypes.id, body.CargoTypeId), eq(cargoTypes.siteId, customer.siteId))),
  ]);
  if (warehouse.status === 'rejected') throw warehouse.reason;
  if (cargo.status === 'rejected') throw cargo.reason;
  if (warehouse.value.siteId !== customer.siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
  if (body.CargoTypeId !== undefined && cargo.value.length === 0) throw invalid('CargoTypeId', 'InvalidValue');
  const pieces = body.Pieces.map((p, at) => ({ Kind: 'Package' as const, Id: at, Name: p.Name || String(at + 1), WeightKg: p.WeightKg, LengthCm: p.LengthCm, WidthCm: p.WidthCm, HeightCm: p.HeightCm, Quantity: p.Quantity }));
  const { price, cod } = await priceDraft(tx, ctx.services.database, actor, { customer, recipient: { countryCode: body.CountryCode }, pieces }, body, ctx.language);
  return { customer, price, cod };
}

/** `quotationName`: the import names the quotation by name (people know it by its name, not its id). */
export async function addPeerOrder(ctx: CallContext, actor: Actor, body: Fields, quotationName?: string) {
  const { tx } = ctx;
  const r = body.Recipient;
  const { customer, price, cod } = await pricePeerOrder(ctx, actor, { ...body, CountryCode: r.CountryCode });
  const option =
    quotationName !== undefined
      ? price.Options.find((o) => o.QuotationName === quotationName)
      : body.QuotationId !== undefined
        ? price.Options.find((o) => o.QuotationId === body.QuotationId)
        : price.Options[0];
  if (!option) {
    if (quotationName !== undefined) throw refused('PeerImportQuotationNotFound', { field: 'QuotationId', value: quotationName });
    throw body.QuotationId !== undefined ? refused('OrderQuotationNotAvailable', { field: 'QuotationId' }) : refused('OrderNoQuotation', { field: 'Pieces', value: r.CountryCode });
  }
  const carrier = body.CarrierId === undefined ? option.Carriers[0] : option.Carriers.find((c) => c.Id === body.CarrierId);
  if (!carrier) throw refused('OrderCarrierNotOfQuotation', { field: 'CarrierId' });
  if (body.IsCod && !carrier.IsCashOnDelivery) throw refused('OrderCarrierNoCod', { field: 'IsCod', value: carrier.Name });
  if (body.IsCod) refuseUnlessCodAllowed(cod, body.Collection);
  const total = option.Items.reduce((sum, c) => sum.plus(c.Amount), new Decimal(0)).toFixed(2);

  const [numbered] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('logistics_orders', 'id'))::int as id`));
  const id = numbered!.id;
  const [order] = await tx
    .insert(logisticsOrders)
    .values({
      ...contract.SUBMITTED_ORDER,
      id,
      siteId: customer.siteId,
      ownerId: customer.ownerId,
      serialNumber: `LO${day()}${String(id).padStart(6, '0')}`,
      source: contract.OrderSource.Peer,
      warehouseId: body.WarehouseId,
      status: contract.OrderStatus.Submitted,
      approvalStatus: contract.ApprovalStatus.Pending,
      paymentStatus: contract.OrderPaymentStatus.NoBill,
      freezeStatus: contract.FreezeStatus.NotFrozen,
      printStatus: contract.PrintStatus.Unprinted,
      codStatus: contract.submittedAxes(body.IsCod).CodStatus,
      quotationId: option.QuotationId,
      quotationName: option.QuotationName,
      typeOfShippingName: option.TypeOfShippingName,
      carrierId: carrier.Id,
      cargoTypeId: body.CargoTypeId ?? null,
      packageCount: 0,
      pieceCount: body.Pieces.reduce((n, p) => n + p.Quantity, 0),
      weight: option.ActualWeight,
      volumeWeight: option.VolumetricWeight,
      fareWeight: option.BilledWeight,
      billedWeightSteps: option.BilledWeightSteps,
      declaredPrice: body.DeclaredPrice,
      declaredCurrency: price.CustomerCurrencyCode,
      isCod: body.IsCod,
      collection: body.Collection,
      taxType: body.TaxType,
      totalAmount: total,
      currencyCode: option.CurrencyCode,
      recipient: {
        RecipientInformationId: null,
        RecipientInformationType: recipientInformation.RecipientInformationType.HomeDelivery,
        RecipientName: r.RecipientName,
        PhoneCode: r.PhoneCode,
        Phone: r.Phone,
        Tel: r.Tel,
        IdentityNumber: r.IdentityNumber,
        CountryCode: r.CountryCode,
        ProvinceCode: '',
        CityCode: '',
        CountyCode: '',
        TownCode: '',
        RegionName: r.RegionName,
        DetailedAddress: r.DetailedAddress,
        MailboxCode: r.MailboxCode,
        SelfPickupAddress: '',
      },
      recipientName: r.RecipientName,
      recipientCountryCode: r.CountryCode,
      recipientPhone: r.Phone,
      declarant: null,
      goods: body.Goods,
      pieces: body.Pieces.map((p) => ({ Name: p.Name, WeightKg: plainDecimal(p.WeightKg), LengthCm: plainDecimal(p.LengthCm), WidthCm: plainDecimal(p.WidthCm), HeightCm: plainDecimal(p.HeightCm), Quantity: p.Quantity })),
      peerNumber: body.PeerNumber,
      charges: option.Items,
      remarks: body.Remarks,
    })
    .returning();
  await recordHistory(tx, contract.orderLifecycle, actor, {
    siteId: customer.siteId,
    ownerId: customer.ownerId,
    recordId: id,
    action: 'Submit',
    from: null,
    details: { SerialNumber: order!.serialNumber, PeerNumber: body.PeerNumber, QuotationName: option.QuotationName, TotalAmount: total, CurrencyCode: option.CurrencyCode },
  });
  return (await toRows(tx, [order!], actor, ctx.language))[0]!;
}

/** The import's columns, by the names people write in the first row (any of the three languages, any order). */
export const PEER_IMPORT_COLUMNS = [
  { key: 'PeerNumber', name: texts('同行单号', '同行單號', 'Peer number') },
  { key: 'RecipientName', name: texts('收件人', '收件人', 'Recipient') },
  { key: 'PhoneCode', name: texts('电话区号', '電話區號', 'Calling code') },
  { key: 'Phone', name: texts('手机', '手機', 'Mobile') },
  { key: 'Tel', name: texts('座机', '市話', 'Landline') },
  { key: 'IdentityNumber', name: texts('证件号码', '證件號碼', 'Identity number') },
  { key: 'CountryCode', name: texts('国家代码', '國家代碼', 'Country code') },
  { key: 'RegionName', name: texts('省市区', '省市區', 'Region') },
  { key: 'DetailedAddress', name: texts('详细地址', '詳細地址', 'Address') },
  { key: 'MailboxCode', name: texts('邮编', '郵遞區號', 'Postal code') },
  { key: 'PieceName', name: texts('箱号', '箱號', 'Box label') },
  { key: 'Quantity', name: texts('件数', '件數', 'Pieces') },
  { key: 'WeightKg', name: texts('单件重量(kg)', '單件重量(kg)', 'Weight per piece (kg)') },
  { key: 'LengthCm', name: texts('长(cm)', '長(cm)', 'Length (cm)') },
  { key: 'WidthCm', name: texts('宽(cm)', '寬(cm)', 'Width (cm)') },
  { key: 'HeightCm', name: texts('高(cm)', '高(cm)', 'Height (cm)') },
  { key: 'GoodsName', name: texts('品名', '品名', 'Goods') },
  { key: 'GoodsQuantity', name: texts('申报数量', '申報數量', 'Declared quantity') },
  { key: 'UnitValue', name: texts('申报单价', '申報單價', 'Unit value') },
  { key: 'CurrencyCode', name: texts('申报币种', '申報幣別', 'Currency') },
  { key: 'DeclaredPrice', name: texts('申报价值', '申報價值', 'Declared value') },
  { key: 'Quotation', name: texts('报价', '報價', 'Quotation') },
  { key: 'Remarks', name: texts('备注', '備註', 'Remarks') },
] as const satisfies readonly { key: string; name: Texts }[];
export type PeerImportKey = (typeof PEER_IMPORT_COLUMNS)[number]['key'];

export type PeerOrderBody = z.input<typeof contract.peerOrderFields>;
