import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, screenshot, screenshotOnFailure, signIn, productForTests } from './harness.ts';

const product = productForTests();

async function staffPage(browser: Browser, language: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.getItem('language') ?? localStorage.setItem('language', l), language);
  return page;
}

/** A call made with the signed-in page's own token, as the web app would make it. */
async function callAs<Data = unknown>(page: Page, path: string, body: object = {}): Promise<{ status: number; Code: number; Data: Data }> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` }, body: JSON.stringify(b) });
      return { status: res.status, ...((await res.json()) as { Code: number; Data: Data }) };
    },
    [path, body] as const,
  );
}

/** The parts of a role's permissions this file reads. */
interface Grantable {
  MenuIds: number[];
  ButtonIds: number[];
  ApiKeys: string[];
  Menus: { Id: number; Children: { Id: number; Name: string }[] }[];
  Views: { Buttons: { Id: number; Key: string }[] }[];
}

/** Open the permission drawer of the warehouse operator's role from the back-office roles page. */
async function openOperatorPermissions(page: Page, staffManagement: string) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText(staffManagement).click();
  await sidebar.locator('[data-path="/backstage/BackstageRolesIndex"]').click();
  const row = page.getByTestId('data-table').locator('tr', { hasText: 'operator' });
  await row.waitFor();
  await row.locator('.ant-btn, a').filter({ hasText: /^(Permissions|权限|權限)$/ }).first().click();
  await page.getByTestId('menu-tree').waitFor();
}

describe('permissions', () => {
  it('shows a limited user a menu and a button only once an admin grants them, after the push and without signing in again', async () => {
    const operator = await staffPage(product.browser, 'en');
    screenshotOnFailure(operator, 'permissions-operator');
    // The shell reloads two minutes after a permission push: a controlled clock lets the test skip the wait.
    await operator.clock.install();
    await signIn(operator, product.server.url, { userName: 'operator', password: 'Admin@2026', staff: true });
    await operator.getByTestId('dashboard').waitFor();
    const sidebar = operator.getByTestId('sidebar');
    await sidebar.getByText('Personal centre').waitFor();
    expect(await sidebar.getByText('Back-office staff management').count()).toBe(0);
    const before = await callAs(operator, '/Role/GetBackstageRoles');
    expect([before.status, before.Code]).toEqual([403, 1]);

    const admin = await staffPage(product.browser, 'en');
    screenshotOnFailure(admin, 'permissions-admin');
    await signIn(admin, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await admin.getByTestId('dashboard').waitFor();
    await openOperatorPermissions(admin, 'Back-office staff management');
    const drawer = admin.locator('.ant-drawer');
    const menuTree = admin.getByTestId('menu-tree');
    // The staff side's "Roles" page (the second "Roles": the first is under User management).
    const staffRoles = menuTree.locator('.ant-tree-treenode', { hasText: /^Roles$/ }).nth(1);
    await staffRoles.locator('.ant-tree-checkbox').click();
    await drawer.locator('.ant-tabs-tab', { hasText: 'Views and buttons' }).click();
    await admin.getByTestId('view-tree').locator('.ant-tree-treenode', { has: admin.locator('[title="BackstageRoles.Detail"]') }).locator('.ant-tree-checkbox').click();
    await drawer.locator('.ant-tabs-tab', { hasText: 'APIs' }).click();
    await drawer.getByPlaceholder('Search path or summary').fill('/Role/GetBackstageRole');
    const apiTree = admin.getByTestId('api-tree');
    await apiTree.locator('.ant-tree-switcher').first().click();
    for (const path of ['/Role/GetBackstageRoles', '/Role/GetBackstageRoleById']) {
      await apiTree.locator('.ant-tree-treenode', { has: admin.locator('code', { hasText: new RegExp(`^${path}$`) }) }).locator('.ant-tree-checkbox').click();
    }
    await screenshot(admin, 'permissions-tree-apis-en');
    await drawer.getByTestId('save-permissions').click();
    await admin.getByText('Permissions saved; its users were told').waitFor();

    // The operator hears of it at once; the shell reloads two minutes later, still signed in.
    await operator.getByText('Your permissions were changed. The page will reload in two minutes.').waitFor();
    const reloaded = operator.waitForEvent('load');
    await operator.clock.fastForward(120_000);
    await reloaded;
    await sidebar.getByText('Back-office staff management').click();
    await sidebar.locator('[data-path="/backstage/BackstageRolesIndex"]').click();
    const row = operator.getByTestId('data-table').locator('tr', { hasText: '仓库操作员' });
    await row.waitFor();
    // Granted: the Details button; not granted: Edit, Permissions, Delete and Add.
    expect(await row.getByText('Details').count()).toBe(1);
    for (const absent of ['Edit', 'Permissions', 'Delete']) expect(await row.getByText(absent, { exact: true }).count()).toBe(0);
    expect(await operator.getByRole('button', { name: 'Add' }).count()).toBe(0);
    await screenshot(operator, 'permissions-granted-operator-en');
    expect((await callAs(operator, '/Role/GetBackstageRoles')).Code).toBe(0);
    // A call that was not granted stays refused.
    expect((await callAs(operator, '/Role/DeleteBackstageRole', { Id: 1 })).status).toBe(403);
    await operator.context().close();
    await admin.context().close();
  });

  it('shows the role permission tree, the views page and a date picker in the three languages', async () => {
    for (const { code } of LANGUAGES) {
      const admin = await staffPage(product.browser, code);
      screenshotOnFailure(admin, `permissions-tree-${code}`);
      await signIn(admin, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
      await admin.getByTestId('dashboard').waitFor();
      const staffManagement = { en: 'Back-office staff management', 'zh-CN': '后台人员管理', 'zh-TW': '後台人員管理' }[code];
      await openOperatorPermissions(admin, staffManagement);
      await admin.waitForTimeout(400); // let the drawer finish sliding in
      await screenshot(admin, `permissions-tree-${code}`);
      // Views and buttons by their names in the reader's language, never by their keys.
      await admin.locator('.ant-drawer .ant-tabs-tab').nth(1).click();
      const viewTree = admin.getByTestId('view-tree');
      await viewTree.waitFor();
      expect(await viewTree.textContent()).not.toMatch(/BackstageRoles\.|Index\b/);
      if (code !== 'en') expect(await viewTree.textContent()).toContain({ 'zh-CN': '后台角色', 'zh-TW': '後台角色' }[code]);
      await screenshot(admin, `permissions-views-tree-${code}`);
      await admin.goto(`${product.server.url}/backstage/BackstageViewsIndex`);
      await admin.getByTestId('data-table').locator('.ant-table-row').first().waitFor();
      await screenshot(admin, `views-page-${code}`);
      // A query form's date picker names months and weekdays in the reader's language.
      await admin.goto(`${product.server.url}/backstage/BackstageUsersIndex`);
      await admin.locator('[data-testid=query-form]:visible .ant-btn', { hasText: /Expand|展开|展開/ }).click();
      await admin.locator('.ant-picker-range').first().click();
      const picker = admin.locator('.ant-picker-dropdown:visible');
      await picker.waitFor();
      expect(await picker.locator('thead').first().textContent()).toBe({ en: 'SuMoTuWeThFrSa', 'zh-CN': '一二三四五六日', 'zh-TW': '日一二三四五六' }[code]);
      await screenshot(admin, `date-picker-${code}`);
      await admin.context().close();
    }
  }, 180_000);

  it('lets a role granted only the Warehouses menu and its Add button list and add warehouses, not delete them, with no API ticked', async () => {
    const admin = await staffPage(product.browser, 'en');
    screenshotOnFailure(admin, 'permissions-menu-only-admin');
    await signIn(admin, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await admin.getByTestId('dashboard').waitFor();
    const roles = (await admin.evaluate(async () => {
      const res = await fetch('/Role/GetBackstageRoles', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` }, body: '{}' });
      return ((await res.json()) as { Data: { Data: { Id: number; Code: string }[] } }).Data.Data;
    })) as { Id: number; Code: string }[];
    const operatorRole = roles.find((r) => r.Code === 'operator')!;
    const permissions = (await admin.evaluate(async (id) => {
      const res = await fetch('/Role/GetBackstageRolePermissions', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` }, body: JSON.stringify({ Id: id }) });
      return ((await res.json()) as { Data: Grantable }).Data;
    }, operatorRole.Id)) as Grantable;
    const group = permissions.Menus.find((m) => m.Children.some((c) => c.Name === 'WarehousesIndex'))!;
    const page = group.Children.find((c) => c.Name === 'WarehousesIndex')!;
    const add = permissions.Views.flatMap((v) => v.Buttons).find((b) => b.Key === 'Warehouses.Add')!;
    const saved = await callAs(admin, '/Role/EditBackstageRolePermissions', { Id: operatorRole.Id, MenuIds: [group.Id, page.Id], ApiKeys: [], ButtonIds: [add.Id] });
    expect(saved.Code).toBe(0);
    // The demo operator's grants come back afterwards: the journey's operator signs parcels with them.
    try {
      const packer = await staffPage(product.browser, 'en');
      screenshotOnFailure(packer, 'permissions-menu-only');
      const refusals: string[] = [];
      packer.on('response', (res) => void (res.status() === 403 && refusals.push(new URL(res.url()).pathname)));
      await signIn(packer, product.server.url, { userName: 'packer', password: 'Admin@2026', staff: true });
      await packer.getByTestId('dashboard').waitFor();
      await packer.goto(`${product.server.url}/warehouse/WarehousesIndex`);
      await packer.getByTestId('data-table').locator('.ant-table-row').first().waitFor();
      expect(await packer.getByText('You do not have permission').count()).toBe(0);
      expect(refusals.filter((path) => path.startsWith('/Warehouse') || path.startsWith('/Site'))).toEqual([]);
      await screenshot(packer, 'permissions-menu-only-warehouses-en');
      // The Add button grants the add call; no button grants the delete.
      await packer.getByTestId('data-table').getByRole('button', { name: 'Add' }).waitFor();
      const created = await callAs<{ Id: number }>(packer, '/Warehouse/AddWarehouse', { Name: 'Granted by the Add button', PersonInCharge: 'Li' });
      expect(created.Code).toBe(0);
      expect((await callAs(packer, '/Warehouse/DeleteWarehouse', { Id: created.Data.Id })).status).toBe(403);
      await packer.context().close();
      expect((await callAs(admin, '/Warehouse/DeleteWarehouse', { Id: created.Data.Id })).Code).toBe(0);
    } finally {
      const { MenuIds, ButtonIds, ApiKeys } = permissions;
      expect((await callAs(admin, '/Role/EditBackstageRolePermissions', { Id: operatorRole.Id, MenuIds, ButtonIds, ApiKeys })).Code).toBe(0);
      await admin.context().close();
    }
  });

  it('never shows a customer the staff items: the components gallery is the 404 page, no printing switch, no camera button', async () => {
    const customer = await staffPage(product.browser, 'en');
    screenshotOnFailure(customer, 'permissions-customer-staff-items');
    await signIn(customer, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await customer.getByTestId('dashboard').waitFor();
    await customer.getByTestId('avatar').click();
    await customer.getByText('Sign out').waitFor();
    expect(await customer.getByText('Connect printing').count()).toBe(0);
    expect(await customer.locator('.anticon-camera').count()).toBe(0);
    await customer.goto(`${product.server.url}/dev/components`);
    await customer.locator('.ant-result-404').waitFor();
    expect(await customer.locator('#gallery-query').count()).toBe(0);
    await customer.context().close();
  });

  it('brands the platform console as the platform, not as the first site', async () => {
    const platform = await staffPage(product.browser, 'en');
    screenshotOnFailure(platform, 'permissions-platform-brand');
    await signIn(platform, product.server.url, { userName: 'platform', password: 'Admin@2026', staff: true });
    await platform.getByTestId('dashboard').waitFor();
    await platform.getByTestId('sidebar').getByText('Platform console').waitFor();
    expect(await platform.title()).toBe('Platform console');
    await platform.context().close();
  });
});
