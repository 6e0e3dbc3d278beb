import { defineTexts } from '../../i18n/defineTexts.ts';

/** The forced password change shown before the back office (the first sign-in of a new installation's administrator). */
export const passwordChangeTexts = defineTexts('passwordChange', {
  en: {
    title: 'Choose your own password',
    explanation: 'You signed in as {{name}} with an initial password. Choose a password of your own before you continue; nothing else can be done until then.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    submit: 'Change password and continue',
    changed: 'Password changed',
  },
  'zh-CN': {
    title: '请设置您自己的密码',
    explanation: '您正在以 {{name}} 的身份使用初始密码登录。请先设置自己的密码再继续，修改前无法进行其他操作。',
    currentPassword: '当前密码',
    newPassword: '新密码',
    submit: '修改密码并继续',
    changed: '密码已修改',
  },
  'zh-TW': {
    title: '請設定您自己的密碼',
    explanation: '您正以 {{name}} 的身分使用初始密碼登入。請先設定自己的密碼再繼續，修改前無法進行其他操作。',
    currentPassword: '目前密碼',
    newPassword: '新密碼',
    submit: '修改密碼並繼續',
    changed: '密碼已修改',
  },
});
