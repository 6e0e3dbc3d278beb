import { summaries } from './define.ts';

export const organizesSummaries = summaries({
  '/Organizes/DeleteBackstageOragnizes': ['删除后台人员组织；有下级组织或用户时不能删除', '刪除後台人員組織；有下級組織或使用者時不能刪除'],
  '/Organizes/DeleteUserOragnizes': ['删除站点用户组织；有下级组织或用户时不能删除', '刪除站點使用者組織；有下級組織或使用者時不能刪除'],
  '/Organizes/EditBackstageOragnizes': ['保存后台人员组织（不能移到自身或其下级之下）', '儲存後台人員組織（不能移到自身或其下級之下）'],
  '/Organizes/EditUserOragnizes': ['保存站点用户组织（不能移到自身或其下级之下）', '儲存站點使用者組織（不能移到自身或其下級之下）'],
  '/Organizes/EstablishBackstageOrganizes': ['新增后台人员组织', '新增後台人員組織'],
  '/Organizes/EstablishUserOrganizes': ['新增站点用户组织', '新增站點使用者組織'],
  '/Organizes/GetBackstageOrganizeById': ['后台人员组织详情：上级、数量统计和变更记录', '後台人員組織詳情：上級、數量統計和變更記錄'],
  '/Organizes/GetBackstageOrganizes': ['后台人员组织列表：按顶级组织分页，各含其下级', '後台人員組織列表：按頂級組織分頁，各含其下級'],
  '/Organizes/GetEditBackstageOragnizesInfo': ['后台人员组织的编辑表单值', '後台人員組織的編輯表單值'],
  '/Organizes/GetEditUserOragnizesInfo': ['站点用户组织的编辑表单值', '站點使用者組織的編輯表單值'],
  '/Organizes/GetSelectBackstageOrganizes': ['完整的后台人员组织树，供组织选择器使用', '完整的後台人員組織樹，供組織選擇器使用'],
  '/Organizes/GetSelectUserOrganizes': ['完整的站点用户组织树，供组织选择器使用', '完整的站點使用者組織樹，供組織選擇器使用'],
  '/Organizes/GetUserOrganizeById': ['站点用户组织详情：上级、数量统计和变更记录', '站點使用者組織詳情：上級、數量統計和變更記錄'],
  '/Organizes/GetUserOrganizes': ['站点用户组织列表：按顶级组织分页，各含其下级', '站點使用者組織列表：按頂級組織分頁，各含其下級'],
});
