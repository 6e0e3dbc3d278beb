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

/** What a run of scans answered: the times sorted, the codes seen, and how long it took. */
export interface ScanRun {
  times: number[];
  codes: Map<number, number>;
  seconds: number;
}

/**
 * `scanners` people scanning at once through `url`, scanner s sending `bodyOf(s, 0)`, `bodyOf(s, 1)`, …
 * until it answers undefined. With `intervalMs` a scanner starts its next scan that long after it
 * started the last (at once when the answer came later), and the scanners start spread over one
 * interval, as people at stations do.
 */
export async function scanAtOnce(url: string, token: string, scanners: number, bodyOf: (scanner: number, n: number) => unknown, intervalMs = 0): Promise<ScanRun> {
  const times: number[] = [];
  const codes = new Map<number, number>();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: scanners }, async (_, scanner) => {
      if (intervalMs > 0) await sleep((scanner * intervalMs) / scanners);
      for (let n = 0, body = bodyOf(scanner, 0); body !== undefined; body = bodyOf(scanner, ++n)) {
        const { ms, envelope } = await post(url, token, body);
        times.push(ms);
        codes.set(envelope.Code, (codes.get(envelope.Code) ?? 0) + 1);
        if (intervalMs > ms) await sleep(intervalMs - ms);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { times, codes, seconds: (performance.now() - start) / 1000 };
}

/** How many requests a case sends: BENCH_REQUESTS when set, else the bench's own default. */
export function requestCount(fallback: number): number {
  const n = Number(process.env.BENCH_REQUESTS);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
