import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, screenshot, screenshotOnFailure, signIn, productForTests } from './harness.ts';

const product = productForTests();

/** The new title of Demo Express in each language, as the admin types it. */
const TITLES = { 'zh-CN': '演示速运·全球仓', 'zh-TW': '演示速運·全球倉', en: 'Demo Express Global' } as const;
/** The configuration's language tabs are labelled in their own language, whatever the interface's. */
const TAB_OF = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' } as const;

/** A real 16:9 PNG in two colours, as a person would upload for a carousel slide. */
function slidePng(): string {
  const image = new PNG({ width: 320, height: 180 });
  for (let i = 0; i < image.data.length; i += 4) {
    const left = (i / 4) % 320 < 160;
    image.data.set(left ? [22, 104, 220, 255] : [250, 140, 22, 255], i);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-slide-')), 'new-slide.png');
  fs.writeFileSync(file, PNG.sync.write(image));
  return file;
}

async function useLanguage(page: Page, code: string) {
  await page.evaluate((language) => localStorage.setItem('language', language), code);
  await page.reload();
}

describe('site home page configuration', () => {
  it('lets the site admin change the titles in three languages and add a carousel slide, and a visitor sees them on the home page', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-US' });
    const page = await context.newPage();
    screenshotOnFailure(page, 'site-page-configuration');
    await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await page.getByTestId('dashboard').waitFor();

    await page.getByTestId('sidebar').getByText('Site and site configuration').click();
    await page.getByTestId('sidebar').getByText('Home page configuration').click();
    await page.getByRole('tab', { name: 'Carousel' }).click();
    const carousel = page.getByRole('tabpanel', { name: 'Carousel' });
    // The demo site comes with three slides; a fourth is added with a new picture and a link.
    await expect.poll(() => carousel.locator('.ant-card').count()).toBe(3);
    await carousel.getByRole('button', { name: 'Add slide' }).click();
    const slide = carousel.locator('.ant-card').nth(3);
    await slide.locator('input[type=file]').setInputFiles(slidePng());
    await slide.locator('.ant-upload-list-item-done').waitFor();
    await slide.getByPlaceholder('https://').fill('https://demo.example/offer');
    // Moved to the front, it is the first slide visitors see.
    for (let i = 0; i < 3; i++) await carousel.locator('.ant-card').nth(3 - i).getByRole('button', { name: 'Move up' }).click();

    for (const { code } of LANGUAGES) {
      await page.getByRole('tab', { name: TAB_OF[code] }).click();
      const title = page.getByRole('tabpanel', { name: TAB_OF[code] }).getByLabel('Site title');
      await title.fill(TITLES[code]);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).first().waitFor();

    // The configuration page in the three languages of the interface, the English tab showing.
    for (const { code } of LANGUAGES) {
      await useLanguage(page, code);
      await page.getByRole('tab', { name: TAB_OF.en }).click();
      // The field labels follow the interface's language; the English title is the tab's first input.
      await expect.poll(() => page.getByRole('tabpanel', { name: TAB_OF.en }).locator('input').first().inputValue()).toBe(TITLES.en);
      await screenshot(page, `site-page-configuration-${code}`, true);
    }
    await context.close();

    // A visitor (no session) sees the new title in each language and the new slide first.
    for (const { code } of LANGUAGES) {
      const visit = await product.browser.newContext({ viewport: { width: 1600, height: 1000 } });
      const home = await visit.newPage();
      screenshotOnFailure(home, `site-home-${code}`);
      await home.addInitScript((language) => localStorage.setItem('language', language), code);
      await home.goto(`${product.server.url}/index?activeIndex=0`);
      await expect.poll(() => home.getByTestId('home-brand').innerText()).toBe(TITLES[code]);
      const first = home.getByTestId('home-carousel').locator('[aria-roledescription=slide]').first();
      // The public home's images come with a public link (no expiry): platform/fileLinks.ts.
      await expect.poll(() => first.locator('img').getAttribute('src')).toMatch(/\/files\/\d+\/\d{6}\/[0-9a-f-]+\.png\?sig=[\w-]+$/);
      expect(await first.locator('a').getAttribute('href')).toBe('https://demo.example/offer');
      // The icons come in their own chunk: wait for them so the screenshot shows the page as a visitor sees it.
      await home.getByTestId('home-services').locator('.anticon').first().waitFor();
      expect(await home.getByTestId('home-footer').innerText()).toContain('粤ICP备2026010001号');
      await screenshot(home, `site-home-${code}`, true);
      await visit.close();
    }
  }, 180_000);

  it('shows the site’s own agreement where the sign-in panel asks for it', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    screenshotOnFailure(page, 'site-agreement');
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto(`${product.server.url}/index?activeIndex=1`);
    await page.getByTestId('agreement-link').click();
    await page.getByTestId('agreement-text').getByText('we receive, store and consolidate your parcels', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'I have read and agree' }).click();
    expect(await page.locator('[data-testid=login-panel] .ant-checkbox-input').last().isChecked()).toBe(true);
    await context.close();
  });
});
