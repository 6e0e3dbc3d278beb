import { summaries } from './define.ts';

export const userConfigurationSummaries = summaries({
  '/UserConfiguration/EditUserConfigure': ['保存当前用户的设置', '儲存目前使用者的設定'],
  '/UserConfiguration/GetUserConfigureByUserIdInfo': ['当前用户的设置（未保存前为默认值）', '目前使用者的設定（未儲存前為預設值）'],
});
