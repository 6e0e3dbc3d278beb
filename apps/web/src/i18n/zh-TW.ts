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

export const zhTW: Texts = {
  app: { name: '物流倉儲管理系統', error: '錯誤', loading: '載入中…', retry: '重試', confirm: '確定', cancel: '取消', save: '儲存', reset: '重設', close: '關閉', back: '返回', ok: '確定', copied: '已複製', copyFailed: '複製失敗', empty: '暫無資料', query: '查詢' },
  startup: { failed: '系統無法啟動：{{message}}', unreachable: '未連線到伺服器，請重試' },
  route: {
    UserRolesIndex: '角色管理', BackstageRolesIndex: '角色管理', UserApiPermissionsIndex: '介面權限', BackstageApiPermissionsIndex: '介面權限', UserViewsIndex: '檢視管理', BackstageViewsIndex: '檢視管理', UserMenusIndex: '選單管理', BackstageMenusIndex: '選單管理',
    UserManagement: '使用者管理', BackstageManagement: '後台人員管理', UserOrganizesIndex: '組織管理', BackstageOrganizesIndex: '組織管理',
    SiteManagement: '站點及站點設定', SitesIndex: '站點管理', SiteSettingsIndex: '站點設定', SitePageConfigurationIndex: '首頁設定',
    TemplatesIndex: '範本管理', PaymentConfigurationIndex: '線上支付設定', CommonFilesIndex: '常用檔案', UserCommonFilesIndex: '檔案下載',
    UserUsersIndex: '使用者列表', BackstageUsersIndex: '員工列表',
    dashboard: '首頁', Dashboard: '首頁', HomePage: '首頁', Settings: '設定', PersonalCenter: '個人中心',
    MineUserMessagesIndex: '我的訊息', MineProfileIndex: '個人中心', PreviewPromotionActivitiesIndex: '促銷活動',
    NoticeDetailedIndex: '公告', LogisticsThirdPartyPlatformsOrderIndex: '第三方平台訂單',
    notFound: '頁面不存在', unauthorized: '無權限', pageNotAvailable: '頁面不可用',
  },
  home: {
    homepage: '首頁', account: '帳戶', login: '登入', register: '註冊', aboutUs: '關於我們', notices: '公告',
    helpTutorials: '幫助教學', contactUs: '聯絡我們', welcome: '倉儲、集運與物流，一站完成',
    aboutText: '我們在倉庫接收您的包裹，為您合箱打包並寄送到您手中。', contactText: '如需協助，請聯絡本站客服。',
    noNotices: '暫無公告', noTutorials: '暫無幫助教學', enter: '進入系統',
  },
  login: {
    userLogin: '客戶登入', backUserLogin: '員工登入', passwordLogin: '密碼登入', smsLogin: '簡訊登入', userName: '使用者名稱', password: '密碼',
    confirmPassword: '確認密碼', phoneNumber: '手機號碼', phoneCode: '區碼', smsCode: '簡訊驗證碼', sendCode: '取得驗證碼', resendIn: '{{seconds}} 秒後重發',
    rememberAccount: '記住帳號', retrievePassword: '忘記密碼', agreement: '我已閱讀並同意', serviceAgreement: '服務協議',
    agreementNotAgreed: '請閱讀並同意服務協議', submit: '登入', registerSubmit: '註冊', retrieveSubmit: '設定新密碼',
    newPassword: '新密碼', backToLogin: '返回登入', registered: '註冊成功，歡迎！', passwordChanged: '密碼已修改，請重新登入',
    verifyFirst: '請先完成驗證', agreementText: '使用本服務即表示您同意本站為寄送您的貨件而保管您的包裹和個人資料，並按報價支付相關費用。',
    nickName: '暱稱', email: '電子郵件', referrer: '推薦人', codeSent: '驗證碼已發送',
  },
  verify: { title: '請完成安全驗證', slide: '向右拖動滑塊填充拼圖', success: '驗證成功', failed: '驗證失敗，請重試', refresh: '重新整理' },
  navbar: {
    language: '語言', search: '搜尋選單', errorLog: '錯誤日誌', fullscreen: '全螢幕', fullscreenUnsupported: 'you browser can not work', size: '版面大小',
    sizeDefault: '預設', sizeMedium: '中', sizeSmall: '小', sizeMini: '迷你', switchSizeSuccess: 'Switch Size Success', switchLanguageSuccess: 'Switch Language Success',
    messages: '訊息', notice: '公告', helpTutorial: '幫助教學', home: '返回首頁', refresh: '重新整理', hardware: '設備', noErrors: '暫無錯誤',
  },
  avatar: { connectPrinting: '連接列印', profile: '個人中心', dashboard: '首頁', settings: '設定', logout: '登出' },
  tags: { refresh: '重新整理', close: '關閉', closeOthers: '關閉其他', closeAll: '關閉所有', quickAdd: '加入快捷導覽', quickCancel: '取消快捷導覽' },
  settings: {
    title: '系統設定', themeColor: '主題色', tagsView: '開啟標籤頁', fixedHeader: '固定頁首', fixedActionBar: '固定操作列', sidebarLogo: '側邊欄 Logo',
    openService: '連接列印服務', localServiceConnection: '本機服務位址', autoPrintPickingList: '自動列印揀貨單',
    autoPrintWarehouses: '自動列印的倉庫', pickingListRows: '揀貨單行數', pickingListColumns: '揀貨單列數',
    cameraKeyUp: '拍照按鍵值', scaleKeyUp: '電子秤取值按鍵值', saved: '設定已儲存', reset: '重設',
  },
  hardware: { title: '設備', weight: '電子秤重量（kg）', autoAcquire: '自動取得重量', camera: '攝影機', notConnected: '本機設備服務未連線', scaleOff: '電子秤已關閉' },
  hub: { permissionChange: '您的權限已變更，頁面將於兩分鐘後重新整理。', debt: '欠費提醒' },
  dashboard: { greeting: '您好，{{name}}', unread: '未讀訊息', site: '站點', account: '帳戶類型', staff: '後台員工', customer: '客戶', quickNavigation: '快捷導覽', noQuickNavigation: '在選單或標籤上按右鍵即可加入這裡。' },
  messages: { title: '標題', content: '內容', type: '類型', time: '時間', status: '狀態', read: '已讀', unread: '未讀', markRead: '標為已讀', delete: '刪除', deleteConfirm: '確定刪除選取的訊息嗎？', selectRow: '請選擇一列', all: '全部' },
  profile: { userId: '使用者編號', nickName: '暱稱', site: '站點', accountType: '帳戶類型', superUser: '超級管理員', yes: '是', no: '否' },
  time: { justNow: '剛剛', minutesAgo: '{{count}} 分鐘前', hoursAgo: '{{count}} 小時前', oneDayAgo: '1 天前' },
  errors: { notFound: '抱歉，您造訪的頁面不存在。', unauthorized: '抱歉，您無權造訪此頁面。', pageNotAvailable: '頁面「{{name}}」在此版本中不可用。', backHome: '返回首頁', noticeUnavailable: '該公告不可用。' },
  mobile: { title: '行動版', text: '請使用行動版應用程式。' },
  // Texts of the shared components, kept next to them.
  query: queryTexts['zh-TW'],
  table: tableTexts['zh-TW'],
  form: formTexts['zh-TW'],
  media: mediaTexts['zh-TW'],
  pickers: pickersTexts['zh-TW'],
  coupon: couponTexts['zh-TW'],
  gallery: galleryTexts['zh-TW'],
  organizes: organizesTexts['zh-TW'],
  sites: sitesTexts['zh-TW'],
  siteHome: siteHomeTexts['zh-TW'],
  roles: rolesTexts['zh-TW'],
  menus: menusTexts['zh-TW'],
  users: usersTexts['zh-TW'],
  templates: templatesTexts['zh-TW'],
  paymentConfiguration: paymentConfigurationTexts['zh-TW'],
  commonFiles: commonFilesTexts['zh-TW'],
};
