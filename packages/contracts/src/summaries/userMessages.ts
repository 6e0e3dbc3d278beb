import { summaries } from './define.ts';

export const userMessagesSummaries = summaries({
  '/UserMessages/GetUserMessages': ['当前用户的消息分页，最新的在前', '目前使用者的訊息分頁，最新的在前'],
  '/UserMessages/GetUserMessagesUnreadCount': ['当前用户的未读消息数', '目前使用者的未讀訊息數'],
  '/UserMessages/UserMessagesDelete': ['删除消息', '刪除訊息'],
  '/UserMessages/UserMessagesRead': ['将消息标为已读', '將訊息標為已讀'],
});
