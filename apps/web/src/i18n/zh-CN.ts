import { couponTexts } from '../components/coupon/texts.ts';
import { formTexts } from '../components/form/texts.ts';
import { mediaTexts } from '../components/media/texts.ts';
import { pickersTexts } from '../components/pickers/texts.ts';
import { queryTexts } from '../components/query/texts.ts';
import { tableTexts } from '../components/table/texts.ts';
import { galleryTexts } from '../pages/dev/texts.ts';
import { organizesTexts } from '../pages/organizes/texts.ts';
import { siteHomeTexts } from '../pages/index/texts.ts';
import { sitesTexts } from '../pages/sites/texts.ts';
import { menusTexts } from '../pages/menus/texts.ts';
import { rolesTexts } from '../pages/roles/texts.ts';
import { usersTexts } from '../pages/users/texts.ts';
import { commonFilesTexts } from '../pages/commonFiles/texts.ts';
import { paymentConfigurationTexts } from '../pages/paymentConfiguration/texts.ts';
import { templatesTexts } from '../pages/templates/texts.ts';
import type { Texts } from './en.ts';

export const zhCN: Texts = {
  app: { name: '物流仓储管理系统', error: '错误', loading: '加载中…', retry: '重试', confirm: '确定', cancel: '取消', save: '保存', reset: '重置', close: '关闭', back: '返回', ok: '确定', copied: '已复制', copyFailed: '复制失败', empty: '暂无数据', query: '查询' },
  startup: { failed: '系统无法启动：{{message}}', unreachable: '未连接到服务器，请重试' },
  route: {
    UserRolesIndex: '角色管理', BackstageRolesIndex: '角色管理', UserApiPermissionsIndex: '接口权限', BackstageApiPermissionsIndex: '接口权限', UserViewsIndex: '视图管理', BackstageViewsIndex: '视图管理', UserMenusIndex: '菜单管理', BackstageMenusIndex: '菜单管理',
    UserManagement: '用户管理', BackstageManagement: '后台人员管理', UserOrganizesIndex: '组织管理', BackstageOrganizesIndex: '组织管理',
    SiteManagement: '站点及站点配置', SitesIndex: '站点管理', SiteSettingsIndex: '站点设置', SitePageConfigurationIndex: '首页配置',
    TemplatesIndex: '模板管理', PaymentConfigurationIndex: '在线支付配置', CommonFilesIndex: '常用文件', UserCommonFilesIndex: '文件下载',
    UserUsersIndex: '用户列表', BackstageUsersIndex: '员工列表',
    dashboard: '首页', Dashboard: '首页', HomePage: '首页', Settings: '设置', PersonalCenter: '个人中心',
    MineUserMessagesIndex: '我的消息', MineProfileIndex: '个人中心', PreviewPromotionActivitiesIndex: '促销活动',
    NoticeDetailedIndex: '公告', LogisticsThirdPartyPlatformsOrderIndex: '第三方平台订单',
    notFound: '页面不存在', unauthorized: '无权限', pageNotAvailable: '页面不可用',
  },
  home: {
    homepage: '首页', account: '账户', login: '登录', register: '注册', aboutUs: '关于我们', notices: '公告',
    helpTutorials: '帮助教程', contactUs: '联系我们', welcome: '仓储、集运与物流，一站完成',
    aboutText: '我们在仓库接收您的包裹，为您合箱打包并寄送到您手中。', contactText: '如需帮助，请联系本站客服。',
    noNotices: '暂无公告', noTutorials: '暂无帮助教程', enter: '进入系统',
  },
  login: {
    userLogin: '客户登录', backUserLogin: '员工登录', passwordLogin: '密码登录', smsLogin: '短信登录', userName: '用户名', password: '密码',
    confirmPassword: '确认密码', phoneNumber: '手机号码', phoneCode: '区号', smsCode: '短信验证码', sendCode: '获取验证码', resendIn: '{{seconds}} 秒后重发',
    rememberAccount: '记住账号', retrievePassword: '忘记密码', agreement: '我已阅读并同意', serviceAgreement: '服务协议',
    agreementNotAgreed: '请阅读并同意服务协议', submit: '登录', registerSubmit: '注册', retrieveSubmit: '设置新密码',
    newPassword: '新密码', backToLogin: '返回登录', registered: '注册成功，欢迎！', passwordChanged: '密码已修改，请重新登录',
    verifyFirst: '请先完成验证', agreementText: '使用本服务即表示您同意本站为寄送您的货件而保管您的包裹和个人资料，并按报价支付相关费用。',
    nickName: '昵称', email: '邮箱', referrer: '推荐人', codeSent: '验证码已发送',
  },
  verify: { title: '请完成安全验证', slide: '向右拖动滑块填充拼图', success: '验证成功', failed: '验证失败，请重试', refresh: '刷新' },
  navbar: {
    language: '语言', search: '搜索菜单', errorLog: '错误日志', fullscreen: '全屏', fullscreenUnsupported: 'you browser can not work', size: '布局大小',
    sizeDefault: '默认', sizeMedium: '中', sizeSmall: '小', sizeMini: '迷你', switchSizeSuccess: 'Switch Size Success', switchLanguageSuccess: 'Switch Language Success',
    messages: '消息', notice: '公告', helpTutorial: '帮助教程', home: '返回首页', refresh: '刷新', hardware: '设备', noErrors: '暂无错误',
  },
  avatar: { connectPrinting: '连接打印', profile: '个人中心', dashboard: '首页', settings: '设置', logout: '退出登录' },
  tags: { refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭所有', quickAdd: '添加到快捷导航', quickCancel: '取消快捷导航' },
  settings: {
    title: '系统设置', themeColor: '主题色', tagsView: '开启标签页', fixedHeader: '固定头部', fixedActionBar: '固定操作栏', sidebarLogo: '侧边栏 Logo',
    openService: '连接打印服务', localServiceConnection: '本地服务地址', autoPrintPickingList: '自动打印拣货单',
    autoPrintWarehouses: '自动打印的仓库', pickingListRows: '拣货单行数', pickingListColumns: '拣货单列数',
    cameraKeyUp: '拍照按键值', scaleKeyUp: '电子秤取值按键值', saved: '设置已保存', reset: '重置',
  },
  hardware: { title: '设备', weight: '电子秤重量（kg）', autoAcquire: '自动获取重量', camera: '摄像头', notConnected: '本地设备服务未连接', scaleOff: '电子秤已关闭' },
  hub: { permissionChange: '您的权限已变更，页面将在两分钟后刷新。', debt: '欠费提醒' },
  dashboard: { greeting: '您好，{{name}}', unread: '未读消息', site: '站点', account: '账户类型', staff: '后台员工', customer: '客户', quickNavigation: '快捷导航', noQuickNavigation: '在菜单或标签上点击右键即可添加到这里。' },
  messages: { title: '标题', content: '内容', type: '类型', time: '时间', status: '状态', read: '已读', unread: '未读', markRead: '标为已读', delete: '删除', deleteConfirm: '确定删除选中的消息吗？', selectRow: '请选择一行', all: '全部' },
  profile: { userId: '用户编号', nickName: '昵称', site: '站点', accountType: '账户类型', superUser: '超级管理员', yes: '是', no: '否' },
  time: { justNow: '刚刚', minutesAgo: '{{count}} 分钟前', hoursAgo: '{{count}} 小时前', oneDayAgo: '1 天前' },
  errors: { notFound: '抱歉，您访问的页面不存在。', unauthorized: '抱歉，您无权访问此页面。', pageNotAvailable: '页面“{{name}}”在此版本中不可用。', backHome: '返回首页', noticeUnavailable: '该公告不可用。' },
  mobile: { title: '移动端', text: '请使用移动端应用。' },
  // Texts of the shared components, kept next to them.
  query: queryTexts['zh-CN'],
  table: tableTexts['zh-CN'],
  form: formTexts['zh-CN'],
  media: mediaTexts['zh-CN'],
  pickers: pickersTexts['zh-CN'],
  coupon: couponTexts['zh-CN'],
  gallery: galleryTexts['zh-CN'],
  organizes: organizesTexts['zh-CN'],
  sites: sitesTexts['zh-CN'],
  siteHome: siteHomeTexts['zh-CN'],
  roles: rolesTexts['zh-CN'],
  menus: menusTexts['zh-CN'],
  users: usersTexts['zh-CN'],
  templates: templatesTexts['zh-CN'],
  paymentConfiguration: paymentConfigurationTexts['zh-CN'],
  commonFiles: commonFilesTexts['zh-CN'],
};
