import { summaries } from './define.ts';

export const apiPermissionsSummaries = summaries({
  '/ApiPermissions/GetApiPermissions': ['按模块分组的接口权限注册表（路径、说明、访问方式、使用者、拥有它的角色）', '按模組分組的介面權限登錄表（路徑、說明、存取方式、使用者、擁有它的角色）'],
});
