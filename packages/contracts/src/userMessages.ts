import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, nothing, pagedQuery } from './common.ts';
import { texts, type MessageKey, type MessageParam, type Texts } from './messages.ts';

/** A message the system writes (a parcel signed, a claim decided): its keys and parameters, shown in the reader's language. */
export interface MessageTexts {
  title: MessageKey;
  message: MessageKey;
  params: Record<string, MessageParam>;
}

/**
 * The payload of a live push, UserReceivingInformation (spec shell §3): for AddPickingList, Message
 * holds JSON with PickingId and WarehouseId. Title and Message are in the sender's language; a
 * system message also carries its Texts, which the browser formats in its reader's language.
 */
export interface PushInformation {
  InfoType: string;
  Title: string;
  Message: string;
  MessageType: number;
  Texts?: MessageTexts;
}

/** What a message is about (its InfoType), named in the three languages for the messages page. */
export const INFO_TYPES = {
  Notice: texts('通知', '通知', 'notice'),
  Debt: texts('欠款', '欠款', 'payment due'),
  UserPermissionChange: texts('权限变更', '權限變更', 'permissions changed'),
  PackageArrived: texts('包裹到仓', '包裹到倉', 'parcel arrived'),
  PackageAssigned: texts('包裹认领', '包裹認領', 'parcel assigned'),
  ClaimApproved: texts('认领通过', '認領通過', 'claim approved'),
  ClaimRefused: texts('认领驳回', '認領駁回', 'claim refused'),
  CommodityAuditPassed: texts('商品审核通过', '商品審核通過', 'commodity approved'),
  CommodityAuditRefused: texts('商品审核驳回', '商品審核駁回', 'commodity refused'),
  StockEarlyWarning: texts('库存预警', '庫存預警', 'low stock'),
  InboundArrived: texts('入库单到仓', '入庫單到倉', 'inbound document arrived'),
  RecipientAuditPassed: texts('收件人实名通过', '收件人實名通過', 'recipient verified'),
  RecipientAuditRefused: texts('收件人实名驳回', '收件人實名駁回', 'recipient refused'),
  LogisticsOrderApproved: texts('订单审核出库', '訂單審核出庫', 'order approved'),
  LogisticsOrderRejected: texts('订单驳回', '訂單駁回', 'order rejected'),
  SettlementStatement: texts('结算单', '結算單', 'settlement statement'),
  SettlementOverdue: texts('结算单逾期', '結算單逾期', 'settlement overdue'),
  CodCollected: texts('代收货款到账', '代收貨款到帳', 'cash on delivery collected'),
  LogisticsOrderPacked: texts('订单已打包', '訂單已打包', 'order packed'),
  OrderWarehouseChanged: texts('订单转仓', '訂單轉倉', 'order ships from another warehouse'),
} as const satisfies Record<string, Texts>;
export type InfoType = keyof typeof INFO_TYPES;

export const MessageReadStatus = { Unread: 0, Read: 1 } as const;

export const userMessage = z.object({
  Id: z.int32(),
  InfoType: z.string(),
  Title: z.string(),
  Message: z.string(),
  MessageType: z.int32(),
  IsRead: z.boolean(),
  CreationTime: z.string(),
});

export const getUserMessages = defineCall('/UserMessages/GetUserMessages', {
  summary: "A page of the signed-in user's messages, newest first",
  request: pagedQuery.extend({ IsRead: z.boolean().optional(), Title: z.string().max(100).optional() }),
  response: listOf(userMessage),
  access: 'granted',
  readOnly: true,
});

export const getUserMessagesUnreadCount = defineCall('/UserMessages/GetUserMessagesUnreadCount', {
  summary: "How many of the signed-in user's messages are unread",
  request: z.object({}).optional(),
  response: z.int32(),
  access: 'granted',
  readOnly: true,
});

const ids = z.object({
  Ids: z.array(z.int32().positive()).min(1, { error: 'SelectAtLeastOne' }).max(1000),
});

export const userMessagesRead = defineCall('/UserMessages/UserMessagesRead', {
  summary: 'Mark messages read',
  request: ids,
  response: nothing,
  access: 'granted',
});

export const userMessagesDelete = defineCall('/UserMessages/UserMessagesDelete', {
  summary: 'Delete messages',
  request: ids,
  response: nothing,
  access: 'granted',
});
