import { defineTexts } from '../../i18n/defineTexts.ts';

export const menusTexts = defineTexts('menus', {
  en: {
    name: 'Name', title: 'Title', parent: 'Parent menu', path: 'Path', router: 'Page (router name)', icon: 'Icon', invisible: 'Hidden', visible: 'Shown', sort: 'Sort',
    roles: 'Roles', children: 'Sub-menus', noParent: 'None (top level)', platformOnly: 'Menus and views are shared by every site: only platform staff change them.',
    addChild: 'Add sub-menu', deleteConfirm: 'Delete this menu? It disappears from the sidebar of everyone granted it.',
    createTitle: 'New menu', editTitle: 'Edit menu',
    nameHelp: 'Also the key of its title in the app’s texts (route.<name>)', routerHelp: 'Empty for a container of sub-menus',
    views: {
      name: 'Name', code: 'Permission code', buttons: 'Buttons', buttonKey: 'Button key', buttonName: 'Button name', key: 'Button key',
      createTitle: 'New view', editTitle: 'Edit view', deleteConfirm: 'Delete this view with its buttons? Roles lose the grants of its buttons.',
      roles: 'Roles granting its buttons',
    },
    apis: {
      area: 'Area', key: 'Path', summary: 'What it does', access: 'Access', populations: 'Used by', roles: 'Roles holding it', content: 'Path or summary', calls_one: '{{count}} call', calls_other: '{{count}} calls',
      accessKinds: { public: 'Public', session: 'Any signed-in user', granted: 'Granted by role' },
      populationNames: { backstage: 'Back-office staff', user: 'Site users' },
      readOnly: 'The registry is written from the product’s calls at every start; grant calls to roles on the role permission page.',
    },
  },
  'zh-CN': {
    name: '名称', title: '标题', parent: '上级菜单', path: '路径', router: '页面（路由名称）', icon: '图标', invisible: '隐藏', visible: '显示', sort: '排序',
    roles: '角色数', children: '下级菜单', noParent: '无（顶级）', platformOnly: '菜单和视图对所有站点通用，只有平台人员可以修改。',
    addChild: '添加下级', deleteConfirm: '确定删除该菜单吗？所有被授权的用户的侧边栏都会移除它。',
    createTitle: '新增菜单', editTitle: '编辑菜单',
    nameHelp: '同时是其标题在界面文本中的键（route.<名称>）', routerHelp: '作为下级菜单的容器时留空',
    views: {
      name: '名称', code: '权限编码', buttons: '按钮', buttonKey: '按钮标识', buttonName: '按钮名称', key: '按钮标识',
      createTitle: '新增视图', editTitle: '编辑视图', deleteConfirm: '确定删除该视图及其按钮吗？角色将失去这些按钮的授权。',
      roles: '授权其按钮的角色数',
    },
    apis: {
      area: '模块', key: '路径', summary: '说明', access: '访问方式', populations: '使用者', roles: '拥有它的角色数', content: '路径或说明', calls_one: '{{count}} 个接口', calls_other: '{{count}} 个接口',
      accessKinds: { public: '公开', session: '登录即可', granted: '按角色授权' },
      populationNames: { backstage: '后台人员', user: '站点用户' },
      readOnly: '接口注册表在每次启动时根据产品的接口自动写入；请在角色权限中为角色授权接口。',
    },
  },
  'zh-TW': {
    name: '名稱', title: '標題', parent: '上級選單', path: '路徑', router: '頁面（路由名稱）', icon: '圖示', invisible: '隱藏', visible: '顯示', sort: '排序',
    roles: '角色數', children: '下級選單', noParent: '無（頂級）', platformOnly: '選單和檢視對所有站點通用，只有平台人員可以修改。',
    addChild: '新增下級', deleteConfirm: '確定刪除該選單嗎？所有被授權的使用者的側邊欄都會移除它。',
    createTitle: '新增選單', editTitle: '編輯選單',
    nameHelp: '同時是其標題在介面文字中的鍵（route.<名稱>）', routerHelp: '作為下級選單的容器時留空',
    views: {
      name: '名稱', code: '權限編碼', buttons: '按鈕', buttonKey: '按鈕標識', buttonName: '按鈕名稱', key: '按鈕標識',
      createTitle: '新增檢視', editTitle: '編輯檢視', deleteConfirm: '確定刪除該檢視及其按鈕嗎？角色將失去這些按鈕的授權。',
      roles: '授權其按鈕的角色數',
    },
    apis: {
      area: '模組', key: '路徑', summary: '說明', access: '存取方式', populations: '使用者', roles: '擁有它的角色數', content: '路徑或說明', calls_one: '{{count}} 個介面', calls_other: '{{count}} 個介面',
      accessKinds: { public: '公開', session: '登入即可', granted: '按角色授權' },
      populationNames: { backstage: '後台人員', user: '站點使用者' },
      readOnly: '介面登錄表在每次啟動時依產品的介面自動寫入；請在角色權限中為角色授權介面。',
    },
  },
});
