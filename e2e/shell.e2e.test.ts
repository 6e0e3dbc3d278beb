import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LANGUAGES, screenshot, screenshotOnFailure, signIn, productForTests, switchLanguage } from './harness.ts';

// Short-lived access tokens so the refresh path can be tried within the test.
const product = productForTests({ ACCESS_TOKEN_SECONDS: '4' });

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** A device other than the desktop: a phone at 390 px, or a tablet. */
async function newDevice(userAgent: string, width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await product.browser.newContext({ viewport: { width, height }, userAgent, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  screenshotOnFailure(page, expect.getState().currentTestName ?? 'test');
  await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
  return { context, page };
}

/** Nothing wider than the phone: no page of the portal scrolls sideways. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function newPage(locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 860 }, locale });
  const page = await context.newPage();
  screenshotOnFailure(page, expect.getState().currentTestName ?? 'test');
  await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
  return { context, page };
}

describe('web shell', () => {
  it('sends a visitor without a session to the login with the path they wanted, and back after sign-in', async () => {
    const { context, page } = await newPage();
    await page.goto(`${product.server.url}/mine/MineUserMessagesIndex?x=1`);
    await page.getByTestId('login-panel').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/index');
    expect(url.searchParams.get('activeIndex')).toBe('1');
    expect(url.searchParams.get('redirect')).toBe('/mine/MineUserMessagesIndex?x=1');
    await signIn(page, product.server.url, { userName: 'alice', password: 'Customer@2026', path: url.pathname + url.search });
    await page.waitForURL('**/mine/MineUserMessagesIndex?x=1');
    await page.getByText('欢迎使用演示速运（1）').waitFor();
    // Home is pinned first though the dashboard was never shown, and still after a reload.
    const tags = page.getByTestId('tags-view').locator('[data-tag]');
    expect(await tags.evaluateAll((all) => all.map((tag) => tag.getAttribute('data-tag')))).toEqual(['dashboard', 'MineUserMessagesIndex']);
    await page.reload();
    await page.getByText('欢迎使用演示速运（1）').waitFor();
    expect(await tags.first().getAttribute('data-tag')).toBe('dashboard');
    await context.close();
  });

  it('signs staff in, shows their menu, and refuses a wrong password with the server message', async () => {
    const { context, page } = await newPage();
    await signIn(page, product.server.url, { userName: 'admin', password: 'wrong-password', staff: true });
    await page.getByText('Wrong account or password').waitFor();
    await page.locator('#Password').fill('Admin@2026');
    const shellCalls = ['/User/GetUserInfoDetailedInfo', '/Menus/GetCurrentUserMenus', '/QuickNavigation/GetQuickNavigations', '/UserMessages/GetUserMessagesUnreadCount'];
    const called: string[] = [];
    page.on('request', (r) => called.push(new URL(r.url()).pathname));
    await page.locator('[data-testid=login-panel] button[type=submit]').click();
    await page.getByTestId('dashboard').waitFor();
    await page.waitForLoadState('networkidle');
    // The routes, navbar, sidebar, tags and dashboard share what they read: each call runs once.
    expect(shellCalls.map((path) => called.filter((c) => c.endsWith(path)).length)).toEqual([1, 1, 1, 1]);
    await page.getByTestId('sidebar').getByText('Personal centre').click();
    await page.getByTestId('sidebar').getByText('My messages').click();
    await page.waitForURL('**/MineUserMessagesIndex');
    await page.getByText('欢迎使用演示速运（2）').waitFor();

    // A page that throws shows its own error view; the shell around it keeps working.
    await page.route('**/MineProfileIndex-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "export default function MineProfileIndex() { throw new Error('profile page broken for the test'); }" }),
    );
    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: 'Personal centre', exact: true }).click();
    await page.getByText('The page stopped working').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.locator('[data-tag=MineUserMessagesIndex]').click();
    await page.getByText('欢迎使用演示速运（2）').waitFor();
    await page.locator('[data-tag=dashboard]').click();
    await page.getByTestId('dashboard').waitFor();
    await context.close();
  });

  it('refreshes an expired access token once for several waiting calls', async () => {
    const { context, page } = await newPage();
    const refreshes: string[] = [];
    page.on('request', (r) => r.url().endsWith('/Account/RefreshToken') && refreshes.push(r.url()));
    await signIn(page, product.server.url, { userName: 'bob', password: 'Customer@2026' });
    await page.getByTestId('dashboard').waitFor();
    await page.waitForTimeout(4500);
    // The bell, the dashboard figures and quick navigation all call at once with the expired token.
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    await page.getByText('Hello, Bob').waitFor();
    expect(refreshes).toHaveLength(1);
    await context.close();
  });

  it('switches language, keeps tags, finds routes, saves settings and signs out', async () => {
    const { context, page } = await newPage();
    await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await page.getByTestId('dashboard').waitFor();

    await page.getByTestId('route-search').click();
    await page.keyboard.type('messages');
    await page.locator('.ant-select-item-option').first().click();
    await page.waitForURL('**/MineUserMessagesIndex');
    await page.locator('[data-tag=MineUserMessagesIndex]').waitFor();
    await expect(page.getByTestId('tags-view').locator('[data-tag]').count()).resolves.toBe(2);

    // Right-click a tag: add it to quick navigation; it appears on the dashboard.
    await page.locator('[data-tag=MineUserMessagesIndex]').click({ button: 'right' });
    await page.getByText('Add to quick navigation').click();
    await page.locator('[data-tag=dashboard]').click();
    await page.getByTestId('dashboard').getByText('My messages').waitFor();

    await switchLanguage(page, 'zh-TW');
    await page.getByText('語言已切換').waitFor();
    await page.getByTestId('dashboard').getByText('您好').waitFor();
    await switchLanguage(page, 'en');

    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.locator('#PickingListRows').fill('6');
    await drawer.locator('#PickingListColumns').fill('3');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();
    await page.reload();
    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect.poll(() => page.getByTestId('settings-drawer').locator('#PickingListRows').inputValue(), { timeout: 5000 }).toBe('6');
    await expect.poll(() => page.getByTestId('settings-drawer').locator('#PickingListColumns').inputValue()).toBe('3');
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-mask').waitFor({ state: 'hidden' });

    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByTestId('login-panel').waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
    expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('openTabs')])).toEqual([null, null]);
    await context.close();
  });

  it('takes screenshots of home, login, dashboard and settings in the three languages', async () => {
    for (const { code } of LANGUAGES) {
      const { context, page } = await newPage();
      await page.addInitScript((c) => localStorage.setItem('language', c), code);
      await page.goto(`${product.server.url}/index?activeIndex=0`);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `home-${code}`);
      await page.goto(`${product.server.url}/index?activeIndex=1`);
      await page.getByTestId('login-panel').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `login-${code}`);
      await page.locator('#UserName').fill('admin');
      await page.getByRole('tab').nth(1).click();
      await page.locator('#Password').fill('Admin@2026');
      const agreement = page.locator('[data-testid=login-panel] .ant-checkbox-input').last();
      if (!(await agreement.isChecked())) await agreement.check();
      await page.locator('[data-testid=login-panel] button[type=submit]').click();
      await page.getByTestId('dashboard').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `dashboard-${code}`);
      await page.getByTestId('avatar').click();
      await page.locator('.ant-dropdown-menu-item').nth(3).click();
      await page.getByTestId('settings-drawer').locator('#PickingListRows').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `settings-${code}`);
      await context.close();
    }
  });

  it('fits the public home, the breadcrumb and the query form at 390 px and keeps row actions in sight at 768 px, in both Chinese scripts', async () => {
    const { context, page } = await newPage();
    const inSight = (selector: string) => page.locator(selector).evaluateAll((all) => all.length > 0 && all.every((e) => e.getBoundingClientRect().right <= window.innerWidth));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${product.server.url}/index?activeIndex=0`);
    await page.locator('.home-nav-item').first().waitFor();
    expect(await inSight('.home-nav-item')).toBe(true);
    await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true, path: '/warehouse/WarehousesIndex' });
    await page.getByText('DEMO-SZ01').waitFor();
    for (const code of ['zh-CN', 'zh-TW']) {
      await page.evaluate((c) => localStorage.setItem('language', c), code);
      for (const width of [390, 768, 1440]) {
        await page.setViewportSize({ width, height: 860 });
        await page.reload();
        await page.getByText('DEMO-SZ01').waitFor();
        await page.waitForLoadState('networkidle');
        // One line of breadcrumb, Query and Reset, and each row's actions within the window.
        expect((await page.getByTestId('breadcrumb').boundingBox())!.height).toBeLessThan(30);
        expect(await inSight('[data-testid=query-form] button[type=submit], [data-testid=query-form] button[type=submit] + button')).toBe(true);
        if (width >= 768) expect(await inSight('tbody tr.ant-table-row td:last-child button')).toBe(true);
        await screenshot(page, `warehouses-${width}-${code}`);
      }
    }
    await context.close();
  });

  it('sends a phone to the customer portal, where the demo customer signs in and opens messages, the freight calculator and profile', async () => {
    const { context, page } = await newDevice(PHONE, 390, 844);
    await page.goto(`${product.server.url}/`);
    await page.getByTestId('staff-sign-in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/');
    await screenshot(page, 'portal-home-en');
    await page.getByTestId('home-sign-in').click();
    await page.getByTestId('login-panel').waitFor();
    expect(await page.getByRole('tab', { name: 'Customer' }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'portal-signin-en');
    await page.locator('#UserName').fill('alice');
    await page.locator('#Password').fill('Customer@2026');
    await page.locator('[data-testid=login-panel] .ant-checkbox-input').last().check();
    await page.locator('[data-testid=login-panel] button[type=submit]').click();
    await page.getByText('Hello, Alice').waitFor();

    await page.getByTestId('tab-messages').click();
    const messages = page.getByTestId('portal-messages');
    await messages.getByText('欢迎使用演示速运（1）').click();
    await page.locator('.ant-modal').getByText('这是发给 alice 的第 1 条演示消息。').waitFor();
    await page.locator('.ant-modal-close').click();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    expect(await fitsTheScreen(page)).toBe(true);
    await screenshot(page, 'portal-messages-en');

    // The desktop calculator's example: 3.2 kg, 40 × 30 × 25 cm, worth 800, to the United States.
    await page.getByTestId('tab-freight').click();
    await page.locator('#portalFreight_WarehouseId').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.locator('#portalFreight_CountryCode').fill('United States');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '(US)' }).first().click();
    await page.locator('#portalFreight_DeclaredValue').fill('800');
    await page.locator('#portalFreight_Pieces_0_WeightKg').fill('3.2');
    await page.locator('#portalFreight_Pieces_0_LengthCm').fill('40');
    await page.locator('#portalFreight_Pieces_0_WidthCm').fill('30');
    await page.locator('#portalFreight_Pieces_0_HeightCm').fill('25');
    await page.getByTestId('calculate').click();
    const options = page.getByTestId('portal-option');
    await options.first().waitFor();
    expect(await options.locator('strong').allTextContents()).toEqual(['1. 全球经济线', '2. 北美空运特快']);
    await options.filter({ hasText: '北美空运特快' }).click();
    const breakdown = page.getByTestId('calculator-breakdown');
    await breakdown.getByText('Billed weight: 4.500 kg').waitFor();
    await breakdown.getByText('燃油附加费').waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByText('Options', { exact: true }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 250));
    await screenshot(page, 'portal-freight-en');

    await page.getByTestId('tab-mine').click();
    await page.locator('.ant-descriptions').getByText('Customer').waitFor();
    await page.locator('.ant-descriptions').getByText('Alice').waitFor();
    await screenshot(page, 'portal-mine-en');

    // The same pages in Simplified Chinese.
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await page.reload();
    await page.getByText('客户', { exact: true }).waitFor();
    await screenshot(page, 'portal-mine-zh-CN');
    await page.getByTestId('tab-messages').click();
    await page.getByTestId('portal-messages').waitFor();
    await screenshot(page, 'portal-messages-zh-CN');
    await page.getByTestId('tab-freight').click();
    await page.getByTestId('calculate').waitFor();
    await screenshot(page, 'portal-freight-zh-CN');
    await page.getByTestId('tab-home').click();
    await page.getByText('您好，Alice', { exact: false }).waitFor();
    await screenshot(page, 'portal-home-zh-CN');
    // A shared promotion link opens the promotion on the phone; a link to another site's or no promotion says so.
    await page.goto(`${product.server.url}/PreviewPromotionActivitiesIndex?id=999`);
    await page.getByTestId('promotion-refused').getByText('Id：本站点没有该促销活动').waitFor();
    await page.goto(`${product.server.url}/app/#/promotions`);
    await page.getByText(/春季[运運]费特惠/).first().waitFor();
    await screenshot(page, 'portal-promotion-zh-CN');
    await page.getByTestId('tab-mine').click();
    await page.getByTestId('sign-out').click();
    await page.getByTestId('login-panel').waitFor();
    await page.getByText('还没有账号？立即注册').click();
    await page.getByTestId('register-panel').waitFor();
    await screenshot(page, 'portal-register-zh-CN');
    await context.close();
  });

  it('keeps staff who sign in on a tablet in the back office', async () => {
    const { context, page } = await newDevice(TABLET, 820, 1180);
    await page.goto(`${product.server.url}/`);
    await page.waitForURL('**/app/');
    // The portal offers the back office's staff sign-in, which stays where it is.
    await page.getByTestId('staff-sign-in').click();
    await page.getByTestId('login-panel').waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
    expect(await page.getByRole('tab', { name: 'Staff' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('#UserName').fill('admin');
    await page.locator('#Password').fill('Admin@2026');
    const agreement = page.locator('[data-testid=login-panel] .ant-checkbox-input').last();
    if (!(await agreement.isChecked())) await agreement.check();
    await page.locator('[data-testid=login-panel] button[type=submit]').click();
    await page.getByTestId('dashboard').waitFor();
    // Coming back later to the back office's address, the tablet is not sent to the portal.
    await page.goto(`${product.server.url}/`);
    await page.getByTestId('dashboard').waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/app/);
    await screenshot(page, 'tablet-staff-dashboard-en');
    await context.close();
  });
});
