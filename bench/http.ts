import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, type Envelope } from '@lbo/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import type { BenchDatabase } from './database.ts';

/** The real app on the benchmark's database, quiet, with an upload directory of its own (the caller removes it). */
export async function benchApp(bench: BenchDatabase) {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-bench-uploads-'));
  const config = { ...loadConfig({}), uploadDir, webDistDir: '/nonexistent', logLevel: 'silent', signingKey: crypto.randomBytes(32).toString('hex') };
  const { app, services } = await buildApp({ config, database: bench.database, logger: false });
  return { app, services, uploadDir };
}

/** One call over HTTP as the browser makes it, timed from the request to the parsed envelope. */
export async function post<T>(url: string, token: string, body: unknown): Promise<{ ms: number; envelope: Envelope<T> }> {
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const envelope = (await res.json()) as Envelope<T>;
  return { ms: performance.now() - start, envelope };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How the answers' Codes came out: "ok ×980, Code 3 ×20". */
export const codesText = (codes: Map<number, number>) => [...codes].map(([code, n]) => `${code === ErrorCode.Success ? 'ok' : `Code ${code}`} ×${n}`).join(', ');
