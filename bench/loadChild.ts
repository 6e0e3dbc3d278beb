import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';
import type { ChildMessage, LoadOptions, LoadResult } from './load.ts';

/** Child process of load.ts: receives LoadOptions, warms up, measures, answers a LoadResult. */

function reply(message: ChildMessage): void {
  process.send?.(message, () => process.exit(0));
}

function rotatedRequests(opts: LoadOptions): () => autocannon.Request[] {
  const base: autocannon.Request[] = opts.requests.map((r) => ({ method: 'POST', path: r.path, headers: r.headers, body: r.body }));
  const step = Math.max(1, Math.floor(base.length / opts.connections));
  let client = 0;
  return () => {
    const k = (client++ * step) % base.length;
    return [...base.slice(k), ...base.slice(0, k)];
  };
}

async function measure(opts: LoadOptions): Promise<LoadResult> {
  const common = {
    url: opts.url,
    connections: opts.connections,
    requests: opts.requests.map((r) => ({ method: 'POST' as const, path: r.path, headers: r.headers, body: r.body })),
    verifyBody: (body: string | Buffer | undefined) => String(body ?? '').startsWith(opts.expectBodyPrefix),
  };

  if (opts.warmupSeconds > 0) {
    const nextWarmup = rotatedRequests(opts);
    await autocannon({ ...common, duration: opts.warmupSeconds, setupClient: (c) => c.setRequests(nextWarmup()) });
  }

  // autocannon's own histogram has 1 ms resolution and no p95: record every response in microseconds.
  const latencies = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
  const nextMeasured = rotatedRequests(opts);
  const result = await autocannon({
    ...common,
    duration: opts.seconds,
    setupClient: (c) => {
      c.setRequests(nextMeasured());
      c.on('response', (_status: number, _bytes: number, durationMs: number) => {
        latencies.recordValue(Math.max(1, Math.round(durationMs * 1000)));
      });
    },
  });
  const ms = (us: number) => us / 1000;
  const out: LoadResult = {
    responses: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    meanMs: ms(latencies.mean),
    p50Ms: ms(latencies.getValueAtPercentile(50)),
    p95Ms: ms(latencies.getValueAtPercentile(95)),
    p99Ms: ms(latencies.getValueAtPercentile(99)),
    socketErrors: result.errors,
    non2xx: result.non2xx,
    badBodies: result.mismatches,
  };
  latencies.destroy();
  return out;
}

process.once('message', (opts: LoadOptions) => {
  measure(opts).then(
    (result) => reply({ ok: true, result }),
    (error: unknown) => reply({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
