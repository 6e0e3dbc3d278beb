import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let webDistDir: string;

beforeAll(async () => {
  // A built web app: the back office's index.html and the phone portal's app/index.html.
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-web-'));
  fs.mkdirSync(path.join(webDistDir, 'app'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<title>back office</title>');
  fs.writeFileSync(path.join(webDistDir, 'app', 'index.html'), '<title>portal</title>');
  t = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.body };
};

describe('the two web apps', () => {
  it('serves the customer portal in a phone layout under /app/', async () => {
    for (const url of ['/app/', '/app', '/app/?from=share', '/app/messages']) {
      expect(await page(url), url).toEqual({ status: 200, body: '<title>portal</title>' });
    }
  });

  it('serves the back office everywhere else, including addresses that only begin like the portal', async () => {
    for (const url of ['/', '/index?activeIndex=1', '/mine/MineProfileIndex', '/application', '/apps/x']) {
      expect(await page(url), url).toEqual({ status: 200, body: '<title>back office</title>' });
    }
  });
});
