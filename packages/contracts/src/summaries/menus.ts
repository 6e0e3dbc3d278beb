import { summaries } from './define.ts';

export const menusSummaries = summaries({
  '/Menus/AuthorizationMenu': ['替换授予角色的菜单（同一用户类型）；通知其用户', '取代授予角色的選單（同一使用者類型）；通知其使用者'],
  '/Menus/DeleteBackstageMenu': ['删除菜单项（仅平台人员）；有下级菜单时不能删除，其授权一并删除', '刪除選單項目（僅平台人員）；有下級選單時不能刪除，其授權一併刪除'],
  '/Menus/EditBackstageMenu': ['保存菜单项（仅平台人员）；通知被授予该菜单的用户', '儲存選單項目（僅平台人員）；通知被授予該選單的使用者'],
  '/Menus/EstablishBackstageMenu': ['新增菜单项（仅平台人员：各站点菜单相同）', '新增選單項目（僅平台人員：各站點選單相同）'],
  '/Menus/GetBackstageMenuById': ['菜单项详情：上级、数量统计和变更记录', '選單項目詳情：上級、數量統計和變更記錄'],
  '/Menus/GetBackstageMenus': ['某用户类型的菜单树列表，按顶级菜单分页，含授予各菜单的角色数', '某使用者類型的選單樹列表，按頂級選單分頁，含授予各選單的角色數'],
  '/Menus/GetCurrentUserMenus': ['当前用户的角色所授予的菜单树（前端据此生成路由）', '目前使用者的角色所授予的選單樹（前端據此產生路由）'],
  '/Menus/GetEditBackstageMenuInfo': ['菜单项的编辑表单值', '選單項目的編輯表單值'],
  '/Menus/GetSelectBackstageMenus': ['某用户类型的完整菜单树，供选择器使用（选择上级、授权）', '某使用者類型的完整選單樹，供選擇器使用（選擇上級、授權）'],
});
