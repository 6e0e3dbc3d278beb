import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, openFromSidebar, productForTests, screenshot, screenshotOnFailure, signIn } from './harness.ts';

const product = productForTests();

const credential = (name: string) => new URL(`../apps/server/src/modules/paymentConfiguration/testCredentials/${name}`, import.meta.url).pathname;
const API_V3_KEY = 'Abcdefghijklmnopqrstuvwxyz12wXyZ';

async function adminPage(language: string): Promise<Page> {
  const context = await product.browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  // The first load takes this language; a later choice (the language test sets it) stays. The template
  // preview is a sandboxed frame without storage, where there is nothing to set.
  await page.addInitScript((lang) => {
    try {
      if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
    } catch {
      // the sandboxed preview frame
    }
  }, language);
  await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
  await page.getByTestId('dashboard').waitFor();
  return page;
}

describe('templates, online payment configuration and common files', () => {
  it('creates a shelf label template and shows its preview with the sample values at its size', async () => {
    const page = await adminPage('en');
    screenshotOnFailure(page, 'site-resources-template');
    await openFromSidebar(page, 'Site and site configuration', 'Templates');
    const table = page.getByTestId('data-table');
    await table.getByText('面单 100 × 150').waitFor();

    await page.getByRole('button', { name: 'Add' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'New template' });
    await modal.locator('#template_Name').fill('Bin label small');
    await modal.locator('#template_TemplateType').click();
    await page.locator('.ant-select-dropdown').getByText('Shelf label', { exact: true }).click();
    await modal.getByRole('button', { name: '60 × 40' }).click();
    await modal.locator('#template_Content').fill('<div style="text-align:center;font-size:24px"><strong></strong></div><script>alert(1)</script>');
    // Put the placeholder inside <strong> by clicking it with the cursor there.
    await modal.locator('#template_Content').evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf('</strong>');
      area.focus();
      area.setSelectionRange(at, at);
    });
    await modal.getByTestId('template-placeholders').getByText('{{ShelfCode}}').click();
    await expect.poll(() => modal.locator('#template_Content').inputValue()).toContain('<strong>{{ShelfCode}}</strong>');

    await modal.getByRole('button', { name: 'Preview' }).click();
    const preview = page.locator('.ant-modal').filter({ hasText: 'Preview at 60 × 40 mm' });
    const paper = preview.frameLocator('[data-testid=template-paper]');
    await paper.getByText('A-01-03').waitFor();
    expect(await paper.locator('script').count()).toBe(0);
    await screenshot(page, 'site-resources-template-preview-en');
    await preview.locator('.ant-modal-close').click();

    await modal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    const row = table.locator('tr', { hasText: 'Bin label small' });
    await row.getByText('60 × 40 mm').waitFor();
    await row.getByText('Shelf label', { exact: true }).waitFor();
    await page.context().close();
  });

  it('saves a WeChat Pay configuration and, after a reload, shows only the masked key and the certificate’s summary', async () => {
    const page = await adminPage('en');
    screenshotOnFailure(page, 'site-resources-payment');
    await openFromSidebar(page, 'Site and site configuration', 'Online payment configuration');
    const card = page.getByTestId('wechat-pay');
    // The demo site comes configured for the local payment sandbox; the admin switches it to the real provider.
    await card.locator('.ant-card-head').getByText('Sandbox (test payments)').waitFor();
    expect(await card.locator('#wechat_IsEnabled').isChecked()).toBe(true);
    await card.locator('#wechat_IsSandbox').click();
    await card.locator('#wechat_AppId').fill('wx1234567890abcdef');
    await card.locator('#wechat_MchId').fill('1900000109');
    await card.locator('#wechat_MerchantSerialNumber').fill('3F9A2C0D5E6B7A8190');
    await card.locator('#wechat_NotifyUrl').fill('https://pay.example.com/notify/wechat');
    await card.locator('#wechat_ApiV3Key').fill(API_V3_KEY);
    await card.locator('#wechat_MerchantPrivateKey input[type=file]').setInputFiles(credential('merchant.key'));
    await card.getByText('Chosen: merchant.key').waitFor();
    await card.locator('#wechat_MerchantCertificate input[type=file]').setInputFiles(credential('merchant.crt'));
    await card.getByText('Chosen: merchant.crt').waitFor();
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();

    await page.reload();
    const reloaded = page.getByTestId('wechat-pay');
    await reloaded.getByText('••••••••wXyZ').waitFor();
    await reloaded.getByText('RSA 2048').first().waitFor();
    expect(await reloaded.locator('.ant-card-head').getByText('Sandbox (test payments)').count()).toBe(0);
    await reloaded.getByText('1900000109 · 3F9A2C0D5E6B7A8190').waitFor();
    expect(await reloaded.locator('#wechat_ApiV3Key').inputValue()).toBe('');
    const html = await page.content();
    expect(html).not.toContain(API_V3_KEY);
    expect(html).not.toContain('PRIVATE KEY');
    await screenshot(page, 'site-resources-payment-en', true);

    // The change is in the card's history, by whom.
    await reloaded.getByRole('button', { name: 'Change history' }).click();
    const history = page.locator('.ant-drawer').filter({ hasText: 'WeChat Pay · Change history' });
    await history.locator('.ant-table').getByText('Edited', { exact: true }).waitFor();
    await history.locator('.ant-table').getByText('admin', { exact: true }).waitFor();
    await history.locator('.ant-drawer-close').click();

    // A wrong key for the certificate is refused with the field and the rule.
    await reloaded.locator('#wechat_MerchantPrivateKey input[type=file]').setInputFiles(credential('other.key'));
    await reloaded.getByRole('button', { name: 'Save' }).click();
    await page.getByText('MerchantPrivateKey: the private key does not belong to the certificate').waitFor();
    await page.context().close();
  });

  it('lets an admin offer an uploaded PDF as a common file', async () => {
    const page = await adminPage('en');
    screenshotOnFailure(page, 'site-resources-common-file');
    const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-e2e-pdf-')), 'returns-policy.pdf');
    fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    await openFromSidebar(page, 'Site and site configuration', 'Common files');
    const table = page.getByTestId('data-table');
    await table.getByText('2026 年价目表').waitFor();

    await page.getByRole('button', { name: 'Add' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'New common file' });
    await modal.locator('#commonFile_Name').fill('Returns policy');
    await modal.locator('#commonFile_Category').fill('Rules');
    await modal.locator('#commonFile_FileAddress input[type=file]').setInputFiles(pdf);
    await modal.getByText('returns-policy.pdf').waitFor();
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    const row = table.locator('tr', { hasText: 'Returns policy' });
    await row.getByText('returns-policy.pdf').waitFor();
    await row.getByText('Customers and staff').waitFor();
    await screenshot(page, 'site-resources-common-files-en');
    await page.context().close();
  });

  it('lists the common files to a customer, only those visible to users, and the file downloads', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    screenshotOnFailure(page, 'site-resources-portal-files');
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await signIn(page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await page.getByTestId('dashboard').waitFor();
    await openFromSidebar(page, 'Personal centre', 'Downloads');
    const table = page.getByTestId('data-table');
    await table.getByText('2026 年价目表').waitFor();
    await table.getByText('Returns policy').waitFor();
    expect(await table.getByText('仓库排班表').count()).toBe(0);
    const href = await table.getByRole('link', { name: '2026 年价目表' }).getAttribute('href');
    const download = await page.request.get(new URL(href!, product.server.url).toString());
    expect([download.status(), (await download.body()).subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    await screenshot(page, 'site-resources-portal-files-en');
    await context.close();
  });

  it('shows the three pages in every language', async () => {
    const page = await adminPage('en');
    screenshotOnFailure(page, 'site-resources-languages');
    for (const { code } of LANGUAGES) {
      await page.evaluate((lang) => localStorage.setItem('language', lang), code);
      for (const [route, name] of [
        ['/site/TemplatesIndex', 'templates'],
        ['/site/PaymentConfigurationIndex', 'payment'],
        ['/site/CommonFilesIndex', 'common-files'],
      ] as const) {
        await page.goto(`${product.server.url}${route}`);
        await (name === 'payment' ? page.getByTestId('wechat-pay') : page.getByTestId('data-table').locator('tr.ant-table-row').first()).waitFor();
        await screenshot(page, `site-resources-${name}-${code}`);
      }
    }
    await page.context().close();
  });
});
