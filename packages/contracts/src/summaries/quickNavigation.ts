import { summaries } from './define.ts';

export const quickNavigationSummaries = summaries({
  '/QuickNavigation/AddQuickNavigation': ['把路径（或路由名称）加入快捷导航；已存在则不变', '把路徑（或路由名稱）加入快捷導覽；已存在則不變'],
  '/QuickNavigation/BatchSaveQuickNavigation': ['替换整个快捷导航列表（按提交的顺序）', '取代整個快捷導覽列表（按提交的順序）'],
  '/QuickNavigation/DeleteQuickNavigation': ['从快捷导航中移除路径', '從快捷導覽中移除路徑'],
  '/QuickNavigation/GetQuickNavigations': ['当前用户的快捷导航项，按顺序', '目前使用者的快捷導覽項目，按順序'],
});
