import { describe, expect, it } from 'vitest';
import { LANGUAGES, screenshot, screenshotOnFailure, signIn, productForTests } from './harness.ts';

const product = productForTests();

const SECTIONS = ['gallery-query', 'gallery-table', 'gallery-form', 'gallery-media', 'gallery-pickers', 'gallery-coupon'];
const WIDTHS = [1600, 1200, 700];

// The gallery exists only in development builds (issue 16), and this suite runs against the
// production build `npm start` serves: skipped until it runs against the Vite dev server.
describe.skip('components gallery', () => {
  it('shows every shared part, screenshotted in the three languages at 1600, 1200 and 700 px', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    screenshotOnFailure(page, 'gallery');
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await page.getByTestId('dashboard').waitFor();

    // The user picker asks the server: the site's customers are listed, one is chosen and shown.
    await page.goto(`${product.server.url}/dev/components`);
    const userPicker = page.locator('#gallery-pickers .ant-form-item').first();
    await userPicker.getByRole('button', { name: 'Choose' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'alice' });
    await dialog.getByText('alice', { exact: true }).click();
    await screenshot(page, 'gallery-user-picker');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => userPicker.locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toContain('Alice');

    for (const { code } of LANGUAGES) {
      await page.evaluate((c) => localStorage.setItem('language', c), code);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${product.server.url}/dev/components`);
        for (const id of SECTIONS) await page.locator(`#${id}`).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.locator('.ant-result-404').count()).toBe(0);
        await screenshot(page, `gallery-${code}-${width}`, true);
      }
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000); // nine screenshots of the whole gallery: about a minute on two cores, more on a busy machine
});
