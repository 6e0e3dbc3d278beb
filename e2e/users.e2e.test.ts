import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, productForTests, screenshot, screenshotOnFailure, signIn } from './harness.ts';

const product = productForTests();

/** A signed-in site admin in `language`, at 1600 px, on the users page. */
async function adminOnUsersPage(browser: Browser, language: string, menu: { group: string; page: string }) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: language === 'en' ? 'en-US' : language });
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.getItem('language') ?? localStorage.setItem('language', lang), language);
  await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
  await page.getByTestId('dashboard').waitFor();
  await page.getByTestId('sidebar').getByText(menu.group, { exact: true }).click();
  await page.getByTestId('sidebar').getByText(menu.page, { exact: true }).click();
  await page.getByTestId('data-table').locator('tr', { hasText: 'alice' }).first().waitFor();
  return { context, page };
}

/** Text that would run if a page put it into its HTML: a script, and an image whose load error runs code. */
const SCRIPT = `<script>alert('script')</script>`;
const IMAGE = `<img src=x onerror=alert('img')>`;

/** A call made with the signed-in page's own token, as the web app would make it. */
async function callAs(page: Page, path: string, body: object) {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` }, body: JSON.stringify(b) });
      return (await res.json()) as { Code: number; Message: string };
    },
    [path, body] as const,
  );
}

/** Saves the English home page's title through the page configuration's multipart form, keeping everything else. */
async function saveHomeTitle(page: Page, title: string) {
  return page.evaluate(async (newTitle) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('adminToken')}` };
    const info = (await (await fetch('/Site/GetEditSitePageConfiguration', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' })).json()) as { Data: Record<string, unknown> };
    const form = new FormData();
    for (const [key, value] of Object.entries(info.Data)) {
      if (key === 'Id' || key === 'SiteId' || value === null || value === undefined) continue;
      form.append(key, typeof value === 'object' ? JSON.stringify(key === 'us_en' ? { ...value, Title: newTitle } : value) : String(value));
    }
    const saved = (await (await fetch('/Site/EditSitePageConfiguration', { method: 'POST', headers, body: form })).json()) as { Code: number; Message: string };
    return { ...saved, previous: (info.Data.us_en as { Title: string }).Title };
  }, title);
}

/** Nothing the stored text holds ran or became an element: no dialog, no image with its source, no script with its code. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => [...document.scripts].some((s) => s.textContent?.includes('alert')))).toBe(false);
}

describe('users', () => {
  it('lets a site admin create a customer and lock them; the customer’s sign-in is then refused with a clear message', async () => {
    const { context, page } = await adminOnUsersPage(product.browser, 'en', { group: 'User management', page: 'Users' });
    screenshotOnFailure(page, 'users');
    const table = page.getByTestId('data-table');
    // The demo shows every state: frozen, locked, disabled, a sub-account.
    await table.getByText('Carol (frozen)').waitFor();
    await screenshot(page, 'users-list-en');

    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.locator('.ant-modal').filter({ hasText: 'New customer' });
    await form.locator('#user_UserName').fill('lee2026');
    await form.locator('#user_Password').fill('Parcel#2026');
    await form.locator('#user_ConfirmPassword').fill('Parcel#2026');
    await form.locator('#user_NickName').fill('Lee Wen');
    await form.locator('#user_PhoneNumber').fill('13800009999');
    await page.waitForTimeout(400); // let the dialog finish opening
    await screenshot(page, 'users-edit-en');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    const lee = table.locator('tr', { hasText: 'lee2026' });
    await lee.waitFor();

    await lee.getByText('Lock', { exact: true }).click();
    const lock = page.locator('.ant-modal').filter({ hasText: 'Lock account' });
    await lock.getByRole('button', { name: 'Save' }).click();
    await lee.getByText('Locked', { exact: true }).waitFor();

    await lee.getByText('lee2026').click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Change history' });
    await drawer.getByText('Until further notice').waitFor();
    await drawer.locator('.ant-table').getByText('Locked', { exact: true }).waitFor();
    await screenshot(page, 'users-detail-en');
    await context.close();

    // The customer tries to sign in on the portal.
    const customerContext = await product.browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'en-US' });
    const portal = await customerContext.newPage();
    await portal.addInitScript(() => localStorage.setItem('language', 'en'));
    await signIn(portal, product.server.url, { userName: 'lee2026', password: 'Parcel#2026' });
    await portal.getByText('This account is locked; contact the administrator').waitFor();
    await screenshot(portal, 'users-locked-sign-in-en');
    expect(await portal.getByTestId('dashboard').count()).toBe(0);
    await customerContext.close();
  });

  it('shows the users and staff pages and the edit form in the three languages', async () => {
    const menus: Record<string, { user: [string, string]; staff: [string, string] }> = {
      'zh-CN': { user: ['用户管理', '用户列表'], staff: ['后台人员管理', '员工列表'] },
      'zh-TW': { user: ['使用者管理', '使用者列表'], staff: ['後台人員管理', '員工列表'] },
      en: { user: ['User management', 'Users'], staff: ['Back-office staff management', 'Staff'] },
    };
    for (const { code } of LANGUAGES) {
      const [group, pageName] = menus[code]!.user;
      const { context, page } = await adminOnUsersPage(product.browser, code, { group, page: pageName });
      await screenshot(page, `users-list-${code}`);
      await page.getByTestId('data-table').locator('tr', { hasText: 'grace' }).locator('a', { hasText: 'grace' }).click();
      await page.locator('.ant-drawer .ant-collapse').first().waitFor();
      await screenshot(page, `users-detail-${code}`);
      await page.locator('.ant-drawer-close').click();
      const [staffGroup, staffPage] = menus[code]!.staff;
      await page.getByTestId('sidebar').getByText(staffGroup, { exact: true }).click();
      await page.getByTestId('sidebar').getByText(staffPage, { exact: true }).click();
      const packer = page.getByTestId('data-table').locator('tr', { hasText: 'packer' });
      await packer.waitFor();
      await screenshot(page, `staff-list-${code}`);
      await packer.locator('button', { hasText: code === 'en' ? 'Edit' : code === 'zh-CN' ? '编辑' : '編輯' }).click();
      await page.locator('.ant-modal #user_UserName').waitFor();
      await page.waitForTimeout(400); // let the dialog finish opening
      await screenshot(page, `staff-edit-${code}`);
      await context.close();
    }
  });

  it('shows names, descriptions and the home page title holding <script> and <img onerror> as the text they are: nothing runs', async () => {
    const { context, page } = await adminOnUsersPage(product.browser, 'en', { group: 'User management', page: 'Users' });
    screenshotOnFailure(page, 'users-plain-text');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Saved through the API as any caller could.
    for (const [path, body] of [
      ['/User/EstablishSiteUser', { UserName: 'markup2026', Password: 'Parcel#2026', ConfirmPassword: 'Parcel#2026', NickName: IMAGE }],
      ['/Organizes/EstablishUserOrganizes', { Name: IMAGE, Description: SCRIPT }],
      ['/Role/EstablishUserRole', { Name: IMAGE, Code: 'markup2026', Description: SCRIPT }],
    ] as const) {
      expect(await callAs(page, path, body)).toMatchObject({ Code: 0 });
    }
    const saved = await saveHomeTitle(page, SCRIPT);
    expect(saved).toMatchObject({ Code: 0 });

    // The users list and the person's detail.
    await page.reload();
    const row = page.getByTestId('data-table').locator('tr', { hasText: 'markup2026' });
    await row.getByText(IMAGE, { exact: true }).waitFor();
    await row.getByText('markup2026', { exact: true }).click();
    await page.locator('.ant-drawer').getByText(IMAGE, { exact: true }).first().waitFor();
    await expectNothingRan(page, dialogs);

    // The organisations and roles lists.
    for (const route of ['/user/UserOrganizesIndex', '/user/UserRolesIndex']) {
      await page.goto(`${product.server.url}${route}`);
      const item = page.getByTestId('data-table').locator('tr', { hasText: IMAGE });
      await item.getByText(IMAGE, { exact: true }).waitFor();
      await item.getByText(SCRIPT, { exact: true }).waitFor();
      await expectNothingRan(page, dialogs);
    }
    await screenshot(page, 'users-plain-text-roles-en');

    // The public home shows the title in its header and the window's title.
    const visitor = await product.browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'en-US' });
    const home = await visitor.newPage();
    const homeDialogs: string[] = [];
    home.on('dialog', (dialog) => {
      homeDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await home.addInitScript(() => localStorage.setItem('language', 'en'));
    await home.goto(`${product.server.url}/index`);
    await home.getByText(SCRIPT, { exact: true }).first().waitFor();
    expect(await home.title()).toBe(SCRIPT);
    await expectNothingRan(home, homeDialogs);
    await screenshot(home, 'users-plain-text-home-en');
    await visitor.close();
    // The site's title back for the files that follow (they share the product).
    expect(await saveHomeTitle(page, saved.previous)).toMatchObject({ Code: 0 });
    await context.close();
  });
});
