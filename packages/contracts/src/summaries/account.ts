import { summaries } from './define.ts';

export const accountSummaries = summaries({
  '/Account/CheckingCaptcha': ['校验滑块拼图的位置；校验失败则该拼图作废', '校驗滑塊拼圖的位置；校驗失敗則該拼圖作廢'],
  '/Account/GetCaptcha64': ['获取新的滑块拼图（带缺口的背景图和拼块）', '取得新的滑塊拼圖（帶缺口的背景圖和拼塊）'],
  '/Account/GetRegisterSmsCaptcha': ['发送注册用的短信验证码', '發送註冊用的簡訊驗證碼'],
  '/Account/GetUserLoginSmsCaptcha': ['发送手机登录用的短信验证码（LoginType 指明用户类型）', '發送手機登入用的簡訊驗證碼（LoginType 指明使用者類型）'],
  '/Account/GetUserRetrievePasswordSmsCaptcha': ['发送重设密码用的短信验证码（LoginType 指明用户类型）', '發送重設密碼用的簡訊驗證碼（LoginType 指明使用者類型）'],
  '/Account/GetWhetherToVerify': ['该账号现在登录是否需要人机验证', '該帳號現在登入是否需要人機驗證'],
  '/Account/Login': ['后台人员用用户名和加密密码登录', '後台人員用使用者名稱和加密密碼登入'],
  '/Account/LoginUser': ['站点用户（客户）用用户名和加密密码登录', '站點使用者（客戶）用使用者名稱和加密密碼登入'],
  '/Account/RefreshToken': ['用刷新令牌换取新的令牌对（旧令牌作废）', '用重新整理權杖換取新的權杖對（舊權杖作廢）'],
  '/Account/Register': ['在当前站点注册站点用户', '在目前站點註冊站點使用者'],
  '/Account/RetrievePasswordPhoneSms': ['后台人员用短信验证码设置新密码', '後台人員用簡訊驗證碼設定新密碼'],
  '/Account/RetrievePasswordPhoneSmsUser': ['站点用户用短信验证码设置新密码', '站點使用者用簡訊驗證碼設定新密碼'],
  '/Account/RevokeToken': ['退出登录：吊销刷新令牌及其整个令牌族', '登出：撤銷重新整理權杖及其整個權杖族'],
  '/Account/SignInPhoneCode': ['后台人员用短信验证码登录', '後台人員用簡訊驗證碼登入'],
  '/Account/SignInPhoneCodeUser': ['站点用户用短信验证码登录', '站點使用者用簡訊驗證碼登入'],
});
