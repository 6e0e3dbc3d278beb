import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromSidebar, screenshot, screenshotOnFailure, signIn, productForTests } from './harness.ts';

const product = productForTests();

/** Visited pages stay mounted (hidden) while their tag is open: the table of the page on screen. */
const shownTable = (page: Page) => page.getByTestId('data-table').filter({ visible: true });

const numbers = Array.from({ length: 100 }, (_, i) => `E2E${String(i + 1).padStart(6, '0')}`);

describe('carriers and logistics lists', () => {
  // Four pages and some forty steps: on a loaded 2-core machine each page takes seconds to open, and
  // the whole has taken 65 s (load 13) to 155 s (load 22) with every step on time (the refusal within a second).
  it('lets staff create a carrier, import 100 local tracking numbers and see them, and create a shipping method', { timeout: 240_000 }, async () => {
    const context = await product.browser.newContext({ viewport: { width: 1400, height: 860 }, locale: 'en-US' });
    const page = await context.newPage();
    screenshotOnFailure(page, 'carriers');
    await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await page.getByTestId('dashboard').waitFor();

    // A new carrier that takes its numbers from the local pool.
    await openFromSidebar(page, 'Logistics', 'Carriers');
    const table = shownTable(page);
    await table.getByText('顺丰国际').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).filter({ visible: true }).click();
    const form = page.locator('.ant-modal').filter({ hasText: 'New carrier' });
    await form.locator('#carrier_Name').fill('Harbour Express Line');
    await form.locator('#carrier_Alias').fill('Harbour line');
    await form.locator('#carrier_MaxWeight').fill('31.5');
    await form.locator('#carrier_IsLocalNumbering').click();
    await page.waitForTimeout(400); // let the dialog finish opening
    await screenshot(page, 'carriers-create-en');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    const row = table.locator('tr', { hasText: 'Harbour Express Line' });
    await row.waitFor();
    expect(await row.textContent()).toContain('31.5');

    // Its pool: 100 numbers pasted and imported at once.
    await row.getByText('Tracking numbers').click();
    await page.getByRole('button', { name: 'Import', exact: true }).filter({ visible: true }).click();
    const importing = page.locator('.ant-modal').filter({ hasText: 'Import local tracking numbers' });
    await importing.getByTestId('import-carrier').getByText('Harbour Express Line').waitFor();
    await importing.getByTestId('import-numbers').fill(numbers.join('\n'));
    await importing.getByTestId('import-count').getByText('100 numbers').waitFor();
    await screenshot(page, 'carriers-import-en');
    await importing.getByRole('button', { name: 'Import' }).click();
    await page.getByText('100 numbers imported').waitFor();
    const pool = shownTable(page);
    await pool.getByText('E2E000100').waitFor();
    expect(await pool.locator('tr.ant-table-row', { hasText: 'Harbour Express Line' }).count()).toBe(20);
    await page.locator('.ant-pagination').filter({ visible: true }).getByText('5', { exact: true }).waitFor();
    await screenshot(page, 'carriers-numbers-en');

    // Importing the same numbers again is refused with them named, and adds nothing.
    await page.getByRole('button', { name: 'Import', exact: true }).filter({ visible: true }).click();
    // The carrier comes from the pool's filter once its list has loaded; importing before would be refused for it.
    await importing.getByTestId('import-carrier').getByText('Harbour Express Line').waitFor();
    await importing.getByTestId('import-numbers').fill('NEW000001\nE2E000007');
    await importing.getByRole('button', { name: 'Import' }).click();
    // The refusal itself is awaited, so a different one (a timeout under load) fails naming what it said.
    const refusal = importing.getByTestId('import-refusal').locator('.ant-alert-title');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Numbers: these numbers are already in the carrier’s pool: E2E000007');
    // The refused numbers are still unsaved: cancelling asks first.
    await importing.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();

    // The carrier counts its free numbers.
    await openFromSidebar(page, 'Logistics', 'Carriers');
    // The pool stays shown a moment after the address changes: its Query button must not be the one clicked.
    await table.getByText('顺丰国际').waitFor();
    await page.getByRole('button', { name: 'Query' }).filter({ visible: true }).click();
    await table.locator('tr', { hasText: 'Harbour Express Line' }).getByText('100', { exact: true }).waitFor();

    // A shipping method.
    await openFromSidebar(page, 'Logistics', 'Shipping methods');
    await shownTable(page).getByText('空运特快').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).filter({ visible: true }).click();
    const method = page.locator('.ant-modal').filter({ hasText: 'New shipping method' });
    await method.locator('#typeOfShipping_Name').fill('Sea and air');
    await method.locator('#typeOfShipping_MinAging').fill('12');
    await method.locator('#typeOfShipping_MaxAging').fill('9');
    await method.getByRole('button', { name: 'Save' }).click();
    await method.getByText('The minimum aging cannot be above the maximum').waitFor();
    await method.locator('#typeOfShipping_MaxAging').fill('16');
    await method.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    await shownTable(page).locator('tr', { hasText: 'Sea and air' }).getByText('12–16 days').waitFor();
    await screenshot(page, 'carriers-shipping-methods-en');
    await context.close();
  });
});
