import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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
    await form.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Saved').first().waitFor();
    const lee = table.locator('tr', { hasText: 'lee2026' });
    await lee.waitFor();

    await lee.getByText('Lock', { exact: true }).click();
    const lock = page.locator('.ant-modal').filter({ hasText: 'Lock account' });
    await lock.getByRole('button', { name: 'OK' }).click();
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
});
