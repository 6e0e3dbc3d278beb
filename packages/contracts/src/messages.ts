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
