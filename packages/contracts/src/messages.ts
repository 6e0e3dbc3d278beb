/**
 * Every message the server shows a person, in the three languages of the product.
 * `{name}` placeholders are filled by `formatMessage`.
 */
export type Language = 'zh-CN' | 'zh-TW' | 'en';
type Texts = Record<Language, string>;

const t = (zhCN: string, zhTW: string, en: string): Texts => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export const MESSAGES = {
  // Generic validation of the request body
  Required: t('{field}：不能为空', '{field}：不能為空', '{field}: is required'),
  InvalidType: t('{field}：应为{expected}', '{field}：應為{expected}', '{field}: must be a {expected}'),
  TooSmall: t('{field}：不能小于 {minimum}', '{field}：不能小於 {minimum}', '{field}: must be at least {minimum}'),
  TooBig: t('{field}：不能大于 {maximum}', '{field}：不能大於 {maximum}', '{field}: must be at most {maximum}'),
  InvalidFormat: t('{field}：格式不正确', '{field}：格式不正確', '{field}: has the wrong format'),
  InvalidValue: t('{field}：取值无效', '{field}：取值無效', '{field}: is not an allowed value'),
  UnknownField: t('{field}：不是此接口的字段', '{field}：不是此介面的欄位', '{field}: is not a field of this call'),
  PageSize: t('{field}：每页条数只能是 10、20、30、50、100', '{field}：每頁筆數只能是 10、20、30、50、100', '{field}: page size must be 10, 20, 30, 50 or 100'),
  SelectPageSize: t('{field}：每页条数只能是 6、10、20、50、100', '{field}：每頁筆數只能是 6、10、20、50、100', '{field}: page size must be 6, 10, 20, 50 or 100'),
  DateTimeFormat: t('{field}：日期格式应为 yyyy-MM-dd HH:mm:ss', '{field}：日期格式應為 yyyy-MM-dd HH:mm:ss', '{field}: date must be yyyy-MM-dd HH:mm:ss'),
  SelectAtLeastOne: t('{field}：请至少选择一项', '{field}：請至少選擇一項', '{field}: select at least one'),
  InvalidBody: t('请求内容不是有效的 JSON 对象', '請求內容不是有效的 JSON 物件', 'The request body is not a valid JSON object'),

  // Spec validation rules (shell §5, domain §5)
  NumberZeroError: t('{field}：不能为 0', '{field}：不能為 0', '{field}: cannot be zero'),
  NumberTypeError: t('{field}：请输入有效的数字', '{field}：請輸入有效的數字', '{field}: must be a valid number'),
  NumberNegative: t('{field}：不能为负数', '{field}：不能為負數', '{field}: cannot be negative'),
  NumberErrorFormat: t('{field}：数字格式不正确', '{field}：數字格式不正確', '{field}: wrong number format'),
  NumberErrorDecimalFormat: t('{field}：小数位数过多', '{field}：小數位數過多', '{field}: too many decimal places'),
  PasswordError: t(
    '{field}：密码须为 6-16 位，由数字、字母、特殊字符中至少两种组成',
    '{field}：密碼須為 6-16 位，由數字、字母、特殊字元中至少兩種組成',
    '{field}: 6 to 16 characters combining at least two of digits, letters and symbols',
  ),
  ConfirmPasswordError: t('{field}：两次输入的密码不一致', '{field}：兩次輸入的密碼不一致', '{field}: does not match the password'),
  EmailError: t('{field}：邮箱格式不正确', '{field}：電子郵件格式不正確', '{field}: not a valid email address'),
  PhoneError: t('{field}：手机号码格式不正确', '{field}：手機號碼格式不正確', '{field}: not a valid mobile number for the area code'),
  FixedTelephoneError: t('{field}：固定电话格式不正确', '{field}：市話格式不正確', '{field}: not a valid landline number for the area code'),
  IdCardError: t('{field}：证件号码格式不正确', '{field}：證件號碼格式不正確', '{field}: not a valid ID card number for the area code'),
  UserNameError: t('{field}：只能包含字母和数字', '{field}：只能包含字母和數字', '{field}: letters and digits only'),
  SpecialCharacterverification: t(
    "{field}：不能包含空格或特殊字符 ~!@#$%^&*<>|'",
    "{field}：不能包含空格或特殊字元 ~!@#$%^&*<>|'",
    "{field}: no spaces or special characters ~!@#$%^&*<>|'",
  ),
  CannotBeEmpty: t('{field}：不能为空', '{field}：不能為空', '{field}: cannot be empty'),
  TheTrackingNumberCannotBeInTextFormat: t('{field}：快递单号不能包含中文', '{field}：快遞單號不能包含中文', '{field}: a tracking number cannot contain Chinese text'),
  BatchSearchTooMany: t('{field}：批量搜索最多 200 个', '{field}：批量搜尋最多 200 個', '{field}: at most 200 items in a batch search'),
  TrajectoryQueryTooMany: t('{field}：轨迹查询最多 30 个单号', '{field}：軌跡查詢最多 30 個單號', '{field}: at most 30 numbers in a trajectory query'),

  // Session and access
  NotSignedIn: t('请先登录', '請先登入', 'Please sign in'),
  TokenInvalid: t('登录凭证无效，请重新登录', '登入憑證無效，請重新登入', 'Your sign-in is not valid, please sign in again'),
  TokenExpired: t('登录已过期', '登入已過期', 'Your sign-in has expired'),
  RefreshTokenInvalid: t('登录已失效，请重新登录', '登入已失效，請重新登入', 'Your session has ended, please sign in again'),
  Forbidden: t('没有权限执行此操作', '沒有權限執行此操作', 'You do not have permission for this action'),
  WrongPopulation: t('此账号类型不能使用该功能', '此帳號類型不能使用該功能', 'This kind of account cannot use this function'),
  WrongAccountOrPassword: t('账号或密码错误', '帳號或密碼錯誤', 'Wrong account or password'),
  PasswordDecryptFailed: t('{field}：密码无法解密，请刷新页面后重试', '{field}：密碼無法解密，請重新整理頁面後重試', '{field}: could not be decrypted; reload the page and try again'),
  AccountFrozen: t('账号已冻结，请联系管理员', '帳號已凍結，請聯絡管理員', 'This account is frozen; contact the administrator'),
  AccountLocked: t('账号已锁定，请于 {until} 后再试', '帳號已鎖定，請於 {until} 後再試', 'This account is locked until {until}'),
  AccountDisabled: t('账号已停用', '帳號已停用', 'This account is disabled'),
  TooManyAttempts: t('尝试次数过多，请 {seconds} 秒后再试', '嘗試次數過多，請 {seconds} 秒後再試', 'Too many attempts; try again in {seconds} seconds'),
  VerificationRequired: t('请先完成人机验证', '請先完成人機驗證', 'Please complete the human verification first'),
  VerificationFailed: t('验证失败', '驗證失敗', 'Verification failed'),
  CaptchaExpired: t('验证已过期，请重新验证', '驗證已過期，請重新驗證', 'The verification has expired; please verify again'),
  AgreementNotAccepted: t('请阅读并同意服务协议', '請閱讀並同意服務協議', 'Please read and accept the service agreement'),
  SmsCodeInvalid: t('短信验证码错误或已过期', '簡訊驗證碼錯誤或已過期', 'The SMS code is wrong or has expired'),
  SmsTooFrequent: t('短信发送过于频繁，请 {seconds} 秒后再试', '簡訊發送過於頻繁，請 {seconds} 秒後再試', 'SMS sent too often; try again in {seconds} seconds'),
  SmsCodeText: t(
    '【{sign}】您的验证码是 {code}，{minutes} 分钟内有效，请勿告诉他人。',
    '【{sign}】您的驗證碼是 {code}，{minutes} 分鐘內有效，請勿告訴他人。',
    '[{sign}] Your verification code is {code}, valid for {minutes} minutes. Do not share it.',
  ),
  SmsDisabled: t('本站未开通短信服务', '本站未開通簡訊服務', 'SMS is not enabled on this site'),
  PhoneNotRegistered: t('该手机号未注册', '該手機號未註冊', 'No account uses this phone number'),
  UserNameTaken: t('{field}：该用户名已被使用', '{field}：該使用者名稱已被使用', '{field}: this user name is taken'),
  PhoneTaken: t('{field}：该手机号已被使用', '{field}：該手機號已被使用', '{field}: this phone number is taken'),
  UnknownHost: t('未找到域名 {host} 对应的站点', '未找到網域 {host} 對應的站點', 'No site is configured for the host {host}'),
  SiteNotFound: t('站点不存在', '站點不存在', 'The site does not exist'),
  // Sites and their page configuration
  UrlError: t('{field}：请输入以 http:// 或 https:// 开头的有效网址', '{field}：請輸入以 http:// 或 https:// 開頭的有效網址', '{field}: must be a valid address starting with http:// or https://'),
  ImageAddressError: t('{field}：图片地址无效，请重新上传', '{field}：圖片地址無效，請重新上傳', '{field}: not a valid image address; upload the image again'),
  ColorError: t('{field}：颜色格式应为 #RRGGBB', '{field}：顏色格式應為 #RRGGBB', '{field}: a colour must look like #RRGGBB'),
  HostError: t('{field}：域名格式不正确（例如 www.example.com 或 example.com:8080）', '{field}：網域格式不正確（例如 www.example.com 或 example.com:8080）', '{field}: not a valid host name (for example www.example.com or example.com:8080)'),
  SiteCodeError: t('{field}：只能包含字母、数字、- 和 _', '{field}：只能包含字母、數字、- 和 _', '{field}: letters, digits, "-" and "_" only'),
  SmsSignRequired: t('{field}：开通短信时必须填写短信签名', '{field}：開通簡訊時必須填寫簡訊簽名', '{field}: an SMS signature is required when SMS is on'),
  SiteDefaultNotOfSite: t('{field}：只能选择本站点已启用的用户组织或用户角色', '{field}：只能選擇本站點已啟用的使用者組織或使用者角色', '{field}: choose an enabled site-user organisation or role of this site'),
  SiteIdRequired: t('{field}：平台人员须选择站点', '{field}：平台人員須選擇站點', '{field}: platform staff must choose a site'),
  SitePlatformStaffOnly: t('只有平台人员可以新建、停用站点和管理域名', '只有平台人員可以新建、停用站點和管理網域', 'Only platform staff can create or disable sites and manage host names'),
  NotYourSite: t('只能查看和修改本站点的信息', '只能檢視和修改本站點的資訊', 'You can only view and change your own site'),
  SiteHostLastOne: t('“{host}”是启用中站点“{site}”的最后一个域名，不能删除；请先添加其他域名或停用站点', '「{host}」是啟用中站點「{site}」的最後一個網域，不能刪除；請先新增其他網域或停用站點', '“{host}” is the last host name of the enabled site “{site}”; add another one or disable the site first'),
  SiteNeedsHost: t('站点“{site}”还没有域名，请先添加域名再启用', '站點「{site}」還沒有網域，請先新增網域再啟用', 'The site “{site}” has no host name yet; add one before enabling it'),
  SmsCountry86: t('中国大陆', '中國大陸', 'Chinese mainland'),
  SmsCountry852: t('中国香港', '中國香港', 'Hong Kong, China'),
  SmsCountry853: t('中国澳门', '中國澳門', 'Macao, China'),
  SmsCountry886: t('中国台湾', '中國台灣', 'Taiwan, China'),

  // Files
  FileTypeNotAllowed: t('文件类型不允许，仅支持：{allowed}', '檔案類型不允許，僅支援：{allowed}', 'File type not allowed; allowed: {allowed}'),
  FileTooLarge: t('文件不能超过 {max} MB', '檔案不能超過 {max} MB', 'The file must be under {max} MB'),
  FileMissing: t('请选择要上传的文件', '請選擇要上傳的檔案', 'Choose a file to upload'),
  FileClassifyMismatch: t('上传类型与文件分类不一致', '上傳類型與檔案分類不一致', 'UploadFileType and FileClassify do not match'),

  // Records
  NotAvailableYet: t('{path} 暂不可用：所属业务模块尚未上线', '{path} 暫不可用：所屬業務模組尚未上線', '{path} is not available yet: its business area has not been released'),
  NotFound: t('记录不存在', '記錄不存在', 'The record does not exist'),
  Duplicate: t('{field}：已存在', '{field}：已存在', '{field}: already exists'),
  // Organisations
  OrganizeParentNotFound: t('{field}：上级组织不存在，或不属于同一站点和用户类型', '{field}：上級組織不存在，或不屬於同一站點和使用者類型', '{field}: the parent organisation does not exist in this site and population'),
  OrganizeParentCycle: t('{field}：不能把组织移到它自己或它的下级组织下面', '{field}：不能把組織移到它自己或它的下級組織下面', '{field}: an organisation cannot be moved under itself or one of its descendants'),
  OrganizeSiteRequired: t('{field}：平台人员管理用户组织时须选择站点', '{field}：平台人員管理使用者組織時須選擇站點', '{field}: platform staff must choose the site of a site users’ organisation'),
  OrganizeHasChildren: t('组织“{name}”下还有 {count} 个下级组织，请先删除或移走它们', '組織「{name}」下還有 {count} 個下級組織，請先刪除或移走它們', 'The organisation “{name}” still has {count} child organisation(s); delete or move them first'),
  OrganizeHasUsers: t('组织“{name}”下还有 {count} 个用户，请先把用户移出该组织', '組織「{name}」下還有 {count} 個使用者，請先把使用者移出該組織', 'The organisation “{name}” still has {count} user(s); remove them from it first'),
  // Roles, menus and views
  AmountTooLarge: t('{field}：整数部分最多 12 位', '{field}：整數部分最多 12 位', '{field}: at most 12 digits before the decimal point'),
  RoleSiteRequired: t('{field}：平台人员管理用户角色时须选择站点', '{field}：平台人員管理使用者角色時須選擇站點', '{field}: platform staff must choose the site of a site users’ role'),
  RoleHasUsers: t('角色“{name}”仍有 {count} 个用户在用，请先把它从这些用户身上移除', '角色「{name}」仍有 {count} 個使用者在用，請先把它從這些使用者身上移除', 'The role “{name}” is still held by {count} user(s); remove it from them first'),
  RoleIsSiteDefault: t('角色“{name}”是站点的默认角色，请先在站点设置中更换默认角色', '角色「{name}」是站點的預設角色，請先在站點設定中更換預設角色', 'The role “{name}” is the site’s default role for new users; choose another default role in the site settings first'),
  NotOfRolePopulation: t('{field}：{value} 不存在，或不属于该角色的用户类型', '{field}：{value} 不存在，或不屬於該角色的使用者類型', '{field}: {value} does not exist or is not of the role’s population'),
  DefaultApisRequired: t('{field}：角色开启了默认接口，不能取消默认接口 {value}', '{field}：角色開啟了預設介面，不能取消預設介面 {value}', '{field}: the role holds the default APIs; {value} cannot be taken away while that is on'),
  CannotGrantUnheld: t('{field}：不能授予自己没有的接口权限 {value}', '{field}：不能授予自己沒有的介面權限 {value}', '{field}: you cannot grant {value}, which you do not hold yourself'),
  PlatformStaffOnly: t('菜单和视图对所有站点通用，只有平台人员可以修改', '選單和檢視對所有站點通用，只有平台人員可以修改', 'Menus and views are shared by every site; only platform staff may change them'),
  MenuParentNotFound: t('{field}：上级菜单不存在，或不属于同一用户类型', '{field}：上級選單不存在，或不屬於同一使用者類型', '{field}: the parent menu does not exist in this population'),
  MenuParentCycle: t('{field}：不能把菜单移到它自己或它的下级菜单下面', '{field}：不能把選單移到它自己或它的下級選單下面', '{field}: a menu cannot be moved under itself or one of its sub-menus'),
  MenuHasChildren: t('菜单“{name}”下还有 {count} 个下级菜单，请先删除或移走它们', '選單「{name}」下還有 {count} 個下級選單，請先刪除或移走它們', 'The menu “{name}” still has {count} sub-menu(s); delete or move them first'),
  ButtonKeyRepeated: t('{field}：按钮标识 {value} 重复', '{field}：按鈕標識 {value} 重複', '{field}: the button key {value} is repeated'),
  ButtonKeyTaken: t('{field}：按钮标识 {value} 已被其他视图使用', '{field}：按鈕標識 {value} 已被其他檢視使用', '{field}: the button key {value} is already used by another view'),
  ButtonNotOfView: t('{field}：按钮 {value} 不属于该视图', '{field}：按鈕 {value} 不屬於該檢視', '{field}: button {value} does not belong to this view'),
  // Users
  UserSiteRequired: t('{field}：平台人员新建用户时须选择站点', '{field}：平台人員新建使用者時須選擇站點', '{field}: platform staff must choose the site of a site user'),
  UserNumberTaken: t('{field}：该编号已被本站点的其他账号使用', '{field}：該編號已被本站點的其他帳號使用', '{field}: this number is already used by another account of the site'),
  UserRoleNotFound: t('{field}：角色 {value} 不存在，或不属于该站点和用户类型', '{field}：角色 {value} 不存在，或不屬於該站點和使用者類型', '{field}: role {value} does not exist in this site and population'),
  UserOrganizeNotFound: t('{field}：组织 {value} 不存在，或不属于该站点和用户类型', '{field}：組織 {value} 不存在，或不屬於該站點和使用者類型', '{field}: organisation {value} does not exist in this site and population'),
  UserSiteNotFound: t('{field}：站点 {value} 不存在', '{field}：站點 {value} 不存在', '{field}: site {value} does not exist'),
  AvailableSitesPlatformOnly: t('{field}：只有平台人员可以设置员工的可用站点', '{field}：只有平台人員可以設定員工的可用站點', '{field}: only platform staff may choose the sites a staff member can use'),
  MainUserInvalid: t('{field}：主账号须是同一站点、同一用户类型的其他主账号（子账号不能再有子账号）', '{field}：主帳號須是同一站點、同一使用者類型的其他主帳號（子帳號不能再有子帳號）', '{field}: the main account must be another main account of the same site and population (a sub-account cannot have sub-accounts)'),
  MainUserHasSubAccounts: t('{field}：该账号下还有 {count} 个子账号，不能成为子账号', '{field}：該帳號下還有 {count} 個子帳號，不能成為子帳號', '{field}: this account has {count} sub-account(s) of its own, so it cannot become a sub-account'),
  SuperUserOnly: t('{field}：只有超级管理员可以授予或取消超级管理员', '{field}：只有超級管理員可以授予或取消超級管理員', '{field}: only a super user may grant or take away the super-user flag'),
  SuperUserProtected: t('只有超级管理员可以修改、锁定或删除超级管理员“{name}”', '只有超級管理員可以修改、鎖定或刪除超級管理員「{name}」', 'Only a super user may change, lock or delete the super user “{name}”'),
  CannotDeleteSelf: t('不能删除自己的账号', '不能刪除自己的帳號', 'You cannot delete your own account'),
  CannotRestrictSelf: t('不能锁定、冻结或停用自己的账号', '不能鎖定、凍結或停用自己的帳號', 'You cannot lock, freeze or disable your own account'),
  UserHasSubAccounts: t('账号“{name}”下还有 {count} 个子账号，请先删除或移走它们', '帳號「{name}」下還有 {count} 個子帳號，請先刪除或移走它們', 'The account “{name}” still has {count} sub-account(s); delete or move them first'),
  UserHasBalance: t('账号“{name}”的余额为 {balance}，余额不为 0 的账号不能删除', '帳號「{name}」的餘額為 {balance}，餘額不為 0 的帳號不能刪除', 'The account “{name}” has a balance of {balance}; an account whose balance is not 0 cannot be deleted'),
  LockoutEndPast: t('{field}：锁定结束时间须晚于现在', '{field}：鎖定結束時間須晚於現在', '{field}: the lock must end in the future'),
  AccountLockedIndefinitely: t('账号已锁定，请联系管理员', '帳號已鎖定，請聯絡管理員', 'This account is locked; contact the administrator'),
  // Templates, payment configuration, common files
  ResourceSiteRequired: t('{field}：平台人员须选择站点', '{field}：平台人員須選擇站點', '{field}: platform staff must choose the site'),
  TemplateUnknownPlaceholder: t('{field}：该模板类型没有占位符 {name}', '{field}：該範本類型沒有佔位符 {name}', '{field}: this template type has no placeholder {name}'),
  TemplateNothingPrintable: t('{field}：去除不安全的 HTML 后没有可打印的内容', '{field}：去除不安全的 HTML 後沒有可列印的內容', '{field}: nothing printable is left once unsafe HTML is removed'),
  TemplateDefaultDisabled: t('{field}：停用的模板不能设为默认模板', '{field}：停用的範本不能設為預設範本', '{field}: a disabled template cannot be the default'),
  TemplateTypeFaceSheet: t('面单', '面單', 'Face sheet (shipping label)'),
  TemplateTypeShelfLabel: t('货架标签', '貨架標籤', 'Shelf label'),
  TemplateTypePickingList: t('拣货单', '揀貨單', 'Picking list'),
  TemplateTypePackingList: t('装箱单', '裝箱單', 'Packing list'),
  TemplateTypeInvoice: t('发票', '發票', 'Invoice'),
  TemplateTypeInboundReceipt: t('入库单', '入庫單', 'Inbound receipt'),
  PemInvalid: t('{field}：不是 PEM 格式的文件', '{field}：不是 PEM 格式的檔案', '{field}: is not a PEM file'),
  PemPrivateKeyInvalid: t('{field}：不是有效的 PEM 私钥', '{field}：不是有效的 PEM 私鑰', '{field}: is not a valid PEM private key'),
  PemPublicKeyInvalid: t('{field}：不是有效的 PEM 公钥', '{field}：不是有效的 PEM 公鑰', '{field}: is not a valid PEM public key'),
  PemCertificateInvalid: t('{field}：不是有效的 PEM 证书', '{field}：不是有效的 PEM 憑證', '{field}: is not a valid PEM certificate'),
  PemCertificateExpired: t('{field}：证书已于 {date} 过期', '{field}：憑證已於 {date} 過期', '{field}: the certificate expired on {date}'),
  PaymentApiV3KeyFormat: t('{field}：须为 32 位字母和数字', '{field}：須為 32 位字母和數字', '{field}: must be exactly 32 letters and digits'),
  PaymentNotifyUrlInvalid: t('{field}：须为 http 或 https 开头的完整地址', '{field}：須為 http 或 https 開頭的完整網址', '{field}: must be a full http(s) address'),
  PaymentRequiredWhenEnabled: t('{field}：启用该支付方式时必须填写', '{field}：啟用該支付方式時必須填寫', '{field}: is required to enable this payment method'),
  AlipayKeyOrCertificatesRequired: t('{field}：启用支付宝须上传支付宝公钥，或应用公钥证书、支付宝公钥证书和支付宝根证书', '{field}：啟用支付寶須上傳支付寶公鑰，或應用公鑰憑證、支付寶公鑰憑證和支付寶根憑證', '{field}: enabling Alipay needs the Alipay public key, or the app, Alipay and Alipay root certificates'),
  PaymentKeyCertificateMismatch: t('{field}：私钥与证书不匹配', '{field}：私鑰與憑證不匹配', '{field}: the private key does not belong to the certificate'),
  PaymentSerialMismatch: t('{field}：与商户证书的序列号 {serial} 不一致', '{field}：與商戶憑證的序號 {serial} 不一致', '{field}: does not match the merchant certificate’s serial number {serial}'),
  PaymentCredentialsUnreadable: t('已保存的支付密钥无法用当前的加密密钥解密，请重新上传', '已儲存的支付密鑰無法用目前的加密金鑰解密，請重新上傳', 'The stored payment credentials cannot be decrypted with the current encryption key; upload them again'),
  CommonFileNotUploaded: t('{field}：请先上传文件', '{field}：請先上傳檔案', '{field}: upload the file first'),
  InternalError: t('服务器内部错误，请稍后重试（请求编号 {requestId}）', '伺服器內部錯誤，請稍後重試（請求編號 {requestId}）', 'Internal server error, please try again (request {requestId})'),
  Success: t('操作成功', '操作成功', 'Success'),
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

export function formatMessage(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The language a request asks for: the AcceptLanguage header carries the spec's language code
 * (1 zh-cn, 2 zh-tw, 3 en-us) or a locale name; anything unknown falls back to Simplified Chinese.
 */
export function languageFromHeader(value: string | undefined): Language {
  const v = (value ?? '').trim().toLowerCase().replace('_', '-');
  if (v === '3' || v.startsWith('en') || v === 'us') return 'en';
  if (v === '2' || v === 'zh-tw' || v === 'zh-hk' || v === 'zh-hant') return 'zh-TW';
  return 'zh-CN';
}
