import { summaries } from './define.ts';

export const userSummaries = summaries({
  '/User/ChangePassword': [
    '修改当前用户自己的密码（先输入当前密码，再输入并确认新密码）；其他会话全部结束，返回新的令牌；要求修改密码期间也可调用',
    '修改目前使用者自己的密碼（先輸入目前密碼，再輸入並確認新密碼）；其他工作階段全部結束，回傳新的權杖；要求修改密碼期間也可呼叫',
  ],
  '/User/DeleteBackstageUser': ['删除后台人员；不能删除自己、（非超级用户时）超级用户、有子账号的主账号和余额不为零的账号', '刪除後台人員；不能刪除自己、（非超級使用者時）超級使用者、有子帳號的主帳號和餘額不為零的帳號'],
  '/User/DeleteSiteUser': ['删除站点用户（客户）；不能删除自己、（非超级用户时）超级用户、有子账号的主账号和余额不为零的账号', '刪除站點使用者（客戶）；不能刪除自己、（非超級使用者時）超級使用者、有子帳號的主帳號和餘額不為零的帳號'],
  '/User/DisableUser': ['停用账号：不能登录，其令牌立即失效', '停用帳號：不能登入，其權杖立即失效'],
  '/User/EditBackstageUser': ['保存后台人员（密码通过 /User/ResetUserPassword 修改）', '儲存後台人員（密碼透過 /User/ResetUserPassword 修改）'],
  '/User/EditSiteUser': ['保存站点用户（客户）（密码通过 /User/ResetUserPassword 修改）', '儲存站點使用者（客戶）（密碼透過 /User/ResetUserPassword 修改）'],
  '/User/EnableUser': ['启用账号', '啟用帳號'],
  '/User/EstablishBackstageUser': ['新增后台人员：密码（及确认）、角色和组织', '新增後台人員：密碼（及確認）、角色和組織'],
  '/User/EstablishSiteUser': ['新增站点用户（客户）：密码（及确认）、角色和组织', '新增站點使用者（客戶）：密碼（及確認）、角色和組織'],
  '/User/FreezeUser': ['冻结账号：不能登录，其令牌立即失效', '凍結帳號：不能登入，其權杖立即失效'],
  '/User/GetBackstageUserById': ['后台人员详情：钱包、子账号和变更记录', '後台人員詳情：錢包、子帳號和變更記錄'],
  '/User/GetBackstageUsers': ['后台人员分页，含角色、组织和状态；可按文字、状态、角色、组织和创建时间筛选', '後台人員分頁，含角色、組織和狀態；可按文字、狀態、角色、組織和建立時間篩選'],
  '/User/GetEditBackstageUserInfo': ['后台人员的编辑表单值', '後台人員的編輯表單值'],
  '/User/GetEditSiteUserInfo': ['站点用户（客户）的编辑表单值', '站點使用者（客戶）的編輯表單值'],
  '/User/GetSelectTableUsers': ['调用者站点的用户分页，供用户选择器使用；Content 匹配用户名、昵称、编号或手机', '呼叫者站點的使用者分頁，供使用者選擇器使用；Content 比對使用者名稱、暱稱、編號或手機'],
  '/User/GetSiteUserById': ['站点用户（客户）详情：钱包、子账号和变更记录', '站點使用者（客戶）詳情：錢包、子帳號和變更記錄'],
  '/User/GetSiteUsers': ['站点用户（客户）分页，含角色、组织和状态；可按文字、状态、角色、组织和创建时间筛选', '站點使用者（客戶）分頁，含角色、組織和狀態；可按文字、狀態、角色、組織和建立時間篩選'],
  '/User/GetUserInfoDetailedInfo': ['当前用户及其角色授予的按钮标识', '目前使用者及其角色授予的按鈕標識'],
  '/User/LockUser': ['锁定账号至 LockoutEnd（未来的 ISO 日期时间），不填则无限期；其会话结束', '鎖定帳號至 LockoutEnd（未來的 ISO 日期時間），不填則無限期；其工作階段結束'],
  '/User/ResetUserPassword': ['设置新密码（符合密码规则并确认）；该账号的所有会话结束', '設定新密碼（符合密碼規則並確認）；該帳號的所有工作階段結束'],
  '/User/UnfreezeUser': ['解冻账号', '解凍帳號'],
  '/User/UnlockUser': ['解除账号锁定（并清零密码错误次数）', '解除帳號鎖定（並清零密碼錯誤次數）'],
});
