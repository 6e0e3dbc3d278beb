import { defineTexts } from '../../i18n/defineTexts.ts';

/**
 * The change history's texts. `actions` names every audit action the server writes
 * (`recordAudit(..., { action })`); an area adding an action adds its three names here. `batch`
 * names the fields of batch actions' rows (an import: how many, the first and the last).
 */
export const auditTexts = defineTexts('audit', {
  en: {
    history: 'Change history',
    time: 'Time',
    action: 'Change',
    actor: 'By',
    field: 'Field',
    before: 'Before',
    after: 'After',
    empty: 'No changes recorded yet',
    yes: 'Yes',
    no: 'No',
    batch: { Count: 'Count', First: 'First', Last: 'Last' },
    actions: {
      Establish: 'Created', Edit: 'Edited', Delete: 'Deleted', Enable: 'Enabled', Disable: 'Disabled', Lock: 'Locked', Unlock: 'Unlocked',
      Freeze: 'Frozen', Unfreeze: 'Unfrozen', ResetPassword: 'Password reset', Register: 'Registered', RetrievePassword: 'Password retrieved by SMS', ChangePassword: 'Password changed by the user',
      SetDefault: 'Made default', UnsetDefault: 'No longer default', EditPermissions: 'Permissions changed', AuthorizationMenu: 'Menus granted',
      ImportTrackingNumbers: 'Tracking numbers imported', Void: 'Voided', Unvoid: 'Voiding undone', Take: 'Given to an order', AddNumber: 'Number added', EditNumber: 'Number edited', DeleteNumber: 'Number deleted',
    },
  },
  'zh-CN': {
    history: '变更记录',
    time: '时间',
    action: '操作',
    actor: '操作人',
    field: '字段',
    before: '变更前',
    after: '变更后',
    empty: '暂无变更记录',
    yes: '是',
    no: '否',
    batch: { Count: '数量', First: '第一个', Last: '最后一个' },
    actions: {
      Establish: '创建', Edit: '编辑', Delete: '删除', Enable: '启用', Disable: '停用', Lock: '锁定', Unlock: '解锁',
      Freeze: '冻结', Unfreeze: '解冻', ResetPassword: '重置密码', Register: '注册', RetrievePassword: '短信找回密码', ChangePassword: '本人修改密码',
      SetDefault: '设为默认', UnsetDefault: '取消默认', EditPermissions: '修改权限', AuthorizationMenu: '菜单授权',
      ImportTrackingNumbers: '导入单号', Void: '作废', Unvoid: '取消作废', Take: '分配给订单', AddNumber: '新增编号', EditNumber: '编辑编号', DeleteNumber: '删除编号',
    },
  },
  'zh-TW': {
    history: '變更記錄',
    time: '時間',
    action: '操作',
    actor: '操作人',
    field: '欄位',
    before: '變更前',
    after: '變更後',
    empty: '暫無變更記錄',
    yes: '是',
    no: '否',
    batch: { Count: '數量', First: '第一個', Last: '最後一個' },
    actions: {
      Establish: '建立', Edit: '編輯', Delete: '刪除', Enable: '啟用', Disable: '停用', Lock: '鎖定', Unlock: '解鎖',
      Freeze: '凍結', Unfreeze: '解凍', ResetPassword: '重設密碼', Register: '註冊', RetrievePassword: '簡訊找回密碼', ChangePassword: '本人修改密碼',
      SetDefault: '設為預設', UnsetDefault: '取消預設', EditPermissions: '修改權限', AuthorizationMenu: '選單授權',
      ImportTrackingNumbers: '匯入單號', Void: '作廢', Unvoid: '取消作廢', Take: '分配給訂單', AddNumber: '新增編號', EditNumber: '編輯編號', DeleteNumber: '刪除編號',
    },
  },
});
