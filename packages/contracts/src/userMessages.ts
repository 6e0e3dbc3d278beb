import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, nothing, pagedQuery } from './common.ts';
import type { MessageKey, MessageParam } from './messages.ts';

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
