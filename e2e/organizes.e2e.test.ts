import { describe, expect, it } from 'vitest';
import { openFromSidebar, screenshot, screenshotOnFailure, signIn, productForTests } from './harness.ts';

const product = productForTests();

describe('organisations', () => {
  it('lets a site admin add a team under the head office, refuses to delete an organisation in use, and shows the change history', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1400, height: 860 }, locale: 'en-US' });
    const page = await context.newPage();
    screenshotOnFailure(page, 'organisations');
    await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await page.getByTestId('dashboard').waitFor();

    await openFromSidebar(page, 'Back-office staff management', 'Organisations');
    const table = page.getByTestId('data-table');
    // The demo site (localhost) stores its organisations in Simplified Chinese whatever the reader's language.
    const headOffice = table.locator('tr', { hasText: '总部' });
    await headOffice.waitFor();
    await headOffice.locator('.ant-table-row-expand-icon').click();
    await table.getByText('收货组').waitFor();
    await screenshot(page, 'organisations-list-en');

    // Add child: the form opens with the head office as parent.
    await headOffice.getByText('Add child').click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'New organisation' });
    await modal.locator('#organisation_Name').fill('Returns team');
    await modal.locator('#organisation_Code').fill('RET');
    await page.waitForTimeout(400); // let the dialog finish opening
    await screenshot(page, 'organisations-edit-en');
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    await table.getByText('Returns team').waitFor();

    // The head office has teams under it: deleting it is refused with the reason.
    await headOffice.getByText('Delete').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The organisation “总部” still has 3 child organisation(s); delete or move them first').waitFor();
    expect(await table.getByText('总部').count()).toBe(1);

    // The new team's details show who created it.
    await table.getByText('Returns team').click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Change history' });
    await drawer.locator('.ant-table').getByText('Created', { exact: true }).waitFor();
    await drawer.locator('.ant-table').getByText('admin', { exact: true }).waitFor();
    await drawer.getByText('总部').waitFor();
    await screenshot(page, 'organisations-detail-en');
    await context.close();
  });
});
