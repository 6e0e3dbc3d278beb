import { account, AccountType } from '@lbo/contracts';
import { keepingWrites, unauthorized } from '../../platform/errors.ts';
import { route } from '../../platform/rpc.ts';
import * as accounts from './account.service.ts';
import { checkCaptcha, newCaptcha } from './captcha.service.ts';
import { revokeRefreshToken, rotateRefreshToken } from './tokens.service.ts';

const typeOf = (loginType: 'userLogin' | 'backUserLogin') => (loginType === 'backUserLogin' ? AccountType.Backstage : AccountType.SiteUser);

export const accountRoutes = [
  route(account.login, (ctx, body) => accounts.login(ctx, AccountType.Backstage, body)),
  route(account.loginUser, (ctx, body) => accounts.login(ctx, AccountType.SiteUser, body)),
  route(account.refreshToken, async (ctx, body) => {
    const result = await rotateRefreshToken(ctx.tx, ctx.services, body.Token);
    if (result.tokens) return result.tokens;
    const error = unauthorized('RefreshTokenInvalid');
    const { endedSession } = result;
    if (!endedSession) throw error;
    ctx.afterCommit(() => ctx.services.hub.disconnectSession(endedSession));
    throw keepingWrites(error);
  }),
  route(account.revokeToken, async (ctx, body) => {
    const ended = await revokeRefreshToken(ctx.tx, body.Token);
    if (ended) ctx.afterCommit(() => ctx.services.hub.disconnectSession(ended));
    return null;
  }),
  route(account.getCaptcha64, (ctx) => newCaptcha(ctx.tx)),
  route(account.checkingCaptcha, async (ctx, body) => ({
    Verified: await checkCaptcha(ctx.tx, body.CaptchaKey, body.Captcha, body.Deviation),
  })),
  route(account.getWhetherToVerify, (ctx, body) =>
    accounts.whetherToVerify(ctx, body.UserName, body.LoginType === undefined ? undefined : typeOf(body.LoginType)),
  ),
  route(account.register, (ctx, body) => accounts.register(ctx, body)),
  route(account.getRegisterSmsCaptcha, (ctx, body) => accounts.sendRegisterCode(ctx, body)),
  route(account.getUserLoginSmsCaptcha, (ctx, body) => accounts.sendSignInOrRetrieveCode(ctx, 'login', typeOf(body.LoginType), body)),
  route(account.getUserRetrievePasswordSmsCaptcha, (ctx, body) =>
    accounts.sendSignInOrRetrieveCode(ctx, 'retrieve', typeOf(body.LoginType), body),
  ),
  route(account.signInPhoneCode, (ctx, body) => accounts.signInWithPhone(ctx, AccountType.Backstage, body)),
  route(account.signInPhoneCodeUser, (ctx, body) => accounts.signInWithPhone(ctx, AccountType.SiteUser, body)),
  route(account.retrievePasswordPhoneSms, (ctx, body) => accounts.retrievePassword(ctx, AccountType.Backstage, body)),
  route(account.retrievePasswordPhoneSmsUser, (ctx, body) => accounts.retrievePassword(ctx, AccountType.SiteUser, body)),
];
