import { z } from 'zod';
import { defineCall } from './call.ts';
import { missingIsEmpty, nothing } from './common.ts';

const required = z.string({ error: missingIsEmpty }).min(1, { error: 'CannotBeEmpty' });
/** The password as sent on the wire: AES-encrypted, base64 (see docs/ARCHITECTURE.md, "Login cipher"). */
const encryptedPassword = required;
const captchaFields = { Captcha: required, CaptchaKey: required };
const phoneCode = z.string().regex(/^\d{1,4}$/, { error: 'InvalidFormat' });

export const LoginType = { userLogin: 'userLogin', backUserLogin: 'backUserLogin' } as const;
export const loginType = z.enum(['userLogin', 'backUserLogin'], { error: 'InvalidValue' });

export const tokenPair = z.object({ AccessToken: z.string(), RefreshToken: z.string() });

export const loginRequest = z.object({
  UserName: required.max(64),
  Password: encryptedPassword,
  Captcha: z.string().optional(),
  CaptchaKey: z.string().optional(),
});

export const login = defineCall('/Account/Login', {
  summary: 'Back-office staff sign in with user name and encrypted password',
  request: loginRequest,
  response: tokenPair,
  access: 'public',
});

export const loginUser = defineCall('/Account/LoginUser', {
  summary: 'Portal user (customer) sign in with user name and encrypted password',
  request: loginRequest,
  response: tokenPair,
  access: 'public',
});

export const refreshToken = defineCall('/Account/RefreshToken', {
  summary: 'Exchange a refresh token for a new token pair (the old one is spent)',
  request: z.object({ Token: required }),
  response: tokenPair,
  access: 'public',
});

export const revokeToken = defineCall('/Account/RevokeToken', {
  summary: 'Sign out: revoke the refresh token and its whole family',
  request: z.object({ Token: required }),
  response: nothing,
  access: 'public',
});

export const captchaPuzzle = z.object({
  CaptchaKey: z.string(),
  /** data:image/png;base64 of the background with the hole */
  BackgroundImage: z.string(),
  /** data:image/png;base64 of the piece to drag */
  PieceImage: z.string(),
  Width: z.int32(),
  Height: z.int32(),
  PieceWidth: z.int32(),
  PieceHeight: z.int32(),
  /** vertical offset of the piece; only the horizontal one is the puzzle */
  Y: z.int32(),
  ExpiresInSeconds: z.int32(),
});

export const getCaptcha64 = defineCall('/Account/GetCaptcha64', {
  summary: 'A new slider puzzle (background with a hole and the piece)',
  request: z.object({}).optional(),
  response: captchaPuzzle,
  access: 'public',
});

/** A drag's offsets are stored in real columns: no screen is this wide, and 1e308 would overflow the column. */
const DRAG_PIXELS_MAX = 10_000;

export const checkingCaptcha = defineCall('/Account/CheckingCaptcha', {
  summary: 'Check where the user dropped the piece; a failed check spends the puzzle',
  request: z.object({
    CaptchaKey: required,
    /** horizontal end offset of the piece, in pixels of the 300-wide background */
    Captcha: z.coerce.number({ error: 'NumberTypeError' }).min(0, { error: 'NumberNegative' }).max(DRAG_PIXELS_MAX, { error: 'TooBig' }),
    /** largest vertical deviation of the drag (recorded with the check) */
    Deviation: z.number().min(0).max(DRAG_PIXELS_MAX).optional(),
  }),
  response: z.object({ Verified: z.boolean() }),
  access: 'public',
});

export const getWhetherToVerify = defineCall('/Account/GetWhetherToVerify', {
  summary: 'Whether signing in as this account needs the human verification now',
  request: z.object({ UserName: z.string().max(64).optional(), LoginType: loginType.optional() }),
  response: z.boolean(),
  access: 'public',
});

export const register = defineCall('/Account/Register', {
  summary: 'Register a portal user on the current site',
  request: z.object({
    UserName: required.max(32),
    Password: encryptedPassword,
    NickName: z.string().max(64).optional(),
    Email: z.string().max(128).optional(),
    PhoneCode: phoneCode.optional(),
    PhoneNumber: z.string().max(20).optional(),
    PhoneNumberCode: z.string().max(8).optional(),
    PhoneKey: z.string().optional(),
    Referrer: z.string().max(64).optional(),
    AgreeServiceAgreement: z.literal(true, { error: 'AgreementNotAccepted' }),
    ...captchaFields,
  }),
  response: tokenPair,
  access: 'public',
});

const smsRequest = z.object({
  PhoneCode: phoneCode,
  PhoneNumber: required.max(20),
  ...captchaFields,
});
const smsSent = z.object({ PhoneKey: z.string(), ResendAfterSeconds: z.int32() });

export const getRegisterSmsCaptcha = defineCall('/Account/GetRegisterSmsCaptcha', {
  summary: 'Send an SMS code for registration',
  request: smsRequest,
  response: smsSent,
  access: 'public',
});

export const getUserLoginSmsCaptcha = defineCall('/Account/GetUserLoginSmsCaptcha', {
  summary: 'Send an SMS code to sign in by phone (LoginType says which population)',
  request: smsRequest.extend({ LoginType: loginType.default('userLogin') }),
  response: smsSent,
  access: 'public',
});

export const getUserRetrievePasswordSmsCaptcha = defineCall('/Account/GetUserRetrievePasswordSmsCaptcha', {
  summary: 'Send an SMS code to set a new password (LoginType says which population)',
  request: smsRequest.extend({ LoginType: loginType.default('userLogin') }),
  response: smsSent,
  access: 'public',
});

const phoneLogin = z.object({
  PhoneCode: phoneCode,
  PhoneNumber: required.max(20),
  PhoneNumberCode: required.max(8),
  PhoneKey: required,
  ...captchaFields,
});

export const signInPhoneCode = defineCall('/Account/SignInPhoneCode', {
  summary: 'Back-office staff sign in with an SMS code',
  request: phoneLogin,
  response: tokenPair,
  access: 'public',
});

export const signInPhoneCodeUser = defineCall('/Account/SignInPhoneCodeUser', {
  summary: 'Portal user sign in with an SMS code',
  request: phoneLogin,
  response: tokenPair,
  access: 'public',
});

const retrievePassword = z.object({
  PhoneCode: phoneCode,
  PhoneNumber: required.max(20),
  PhoneNumberCode: required.max(8),
  PhoneKey: required,
  Password: encryptedPassword,
});

export const retrievePasswordPhoneSms = defineCall('/Account/RetrievePasswordPhoneSms', {
  summary: 'Back-office staff set a new password with an SMS code',
  request: retrievePassword,
  response: nothing,
  access: 'public',
});

export const retrievePasswordPhoneSmsUser = defineCall('/Account/RetrievePasswordPhoneSmsUser', {
  summary: 'Portal user sets a new password with an SMS code',
  request: retrievePassword,
  response: nothing,
  access: 'public',
});
