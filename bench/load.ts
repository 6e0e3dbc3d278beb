import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * Load generation: autocannon runs in a child process, so it has its own event loop and CPU time
 * instead of competing with the server under test inside one Node process.
 */

export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadOptions {
  /** http://host:port of the server under test */
  url: string;
  /** POSTed round-robin; each connection starts at a different offset so the load spreads */
  requests: LoadRequest[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** A response whose body does not start with this counts as an error (e.g. `{"Code":0,`). */
  expectBodyPrefix: string;
}

export interface LoadResult {
  /** completed responses in the measured window */
  responses: number;
  seconds: number;
  requestsPerSecond: number;
  /** latencies in milliseconds, from a microsecond histogram of every measured response */
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** socket errors and timeouts */
  socketErrors: number;
  non2xx: number;
  /** 2xx responses whose body was not the expected success (wrong envelope Code, error JSON...) */
  badBodies: number;
}

export type ChildMessage = { ok: true; result: LoadResult } | { ok: false; error: string };

const here = fileURLToPath(new URL('.', import.meta.url));

export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // `--import tsx` resolved from the bench folder, whatever the caller's node flags (e.g. --cpu-prof).
    const child = fork(fileURLToPath(new URL('./loadChild.ts', import.meta.url)), [], {
      cwd: here,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    child.once('message', (message: ChildMessage) => {
      settled = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(`load generator: ${message.error}`));
    });
    child.once('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`load generator exited with code ${code}`));
    });
    child.send(opts);
  });
}

export const cpuCount = () => os.availableParallelism();
