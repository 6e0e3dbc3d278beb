import { summaries } from './define.ts';

export const rolesSummaries = summaries({
  '/Role/DeleteBackstageRole': ['删除后台人员角色；仍有用户持有或为站点默认角色时不能删除', '刪除後台人員角色；仍有使用者持有或為站點預設角色時不能刪除'],
  '/Role/DeleteUserRole': ['删除站点用户角色；仍有用户持有或为站点默认角色时不能删除', '刪除站點使用者角色；仍有使用者持有或為站點預設角色時不能刪除'],
  '/Role/EditBackstageRole': ['保存后台人员角色；通知其持有者权限已变更', '儲存後台人員角色；通知其持有者權限已變更'],
  '/Role/EditBackstageRolePermissions': ['一次替换后台人员角色的接口、按钮和菜单授权；通知其持有者', '一次取代後台人員角色的介面、按鈕和選單授權；通知其持有者'],
  '/Role/EditUserRole': ['保存站点用户角色；通知其持有者权限已变更', '儲存站點使用者角色；通知其持有者權限已變更'],
  '/Role/EditUserRolePermissions': ['一次替换站点用户角色的接口、按钮和菜单授权；通知其持有者', '一次取代站點使用者角色的介面、按鈕和選單授權；通知其持有者'],
  '/Role/EstablishBackstageRole': ['新增后台人员角色', '新增後台人員角色'],
  '/Role/EstablishUserRole': ['新增站点用户角色', '新增站點使用者角色'],
  '/Role/GetBackstageRoleById': ['后台人员角色详情：数量统计和变更记录', '後台人員角色詳情：數量統計和變更記錄'],
  '/Role/GetBackstageRolePermissions': ['后台人员角色可授予的权限（按模块的接口、视图与按钮、菜单树）及已持有的权限', '後台人員角色可授予的權限（按模組的介面、檢視與按鈕、選單樹）及已持有的權限'],
  '/Role/GetBackstageRoles': ['后台人员角色列表，含各角色的用户数', '後台人員角色列表，含各角色的使用者數'],
  '/Role/GetEditBackstageRoleInfo': ['后台人员角色的编辑表单值', '後台人員角色的編輯表單值'],
  '/Role/GetEditUserRoleInfo': ['站点用户角色的编辑表单值', '站點使用者角色的編輯表單值'],
  '/Role/GetSelectBackstageRoles': ['调用者站点（或平台人员指定站点）已启用的后台人员角色，供选择器使用', '呼叫者站點（或平台人員指定站點）已啟用的後台人員角色，供選擇器使用'],
  '/Role/GetSelectUserRoles': ['调用者站点（或平台人员指定站点）已启用的站点用户角色，供选择器使用', '呼叫者站點（或平台人員指定站點）已啟用的站點使用者角色，供選擇器使用'],
  '/Role/GetUserRoleById': ['站点用户角色详情：数量统计和变更记录', '站點使用者角色詳情：數量統計和變更記錄'],
  '/Role/GetUserRolePermissions': ['站点用户角色可授予的权限（按模块的接口、视图与按钮、菜单树）及已持有的权限', '站點使用者角色可授予的權限（按模組的介面、檢視與按鈕、選單樹）及已持有的權限'],
  '/Role/GetUserRoles': ['站点用户角色列表，含各角色的用户数', '站點使用者角色列表，含各角色的使用者數'],
});
