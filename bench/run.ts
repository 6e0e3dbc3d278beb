import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from './report.ts';

/** Every benchmark, run in this order; `npm run bench` from the project root. Each loads its own modules. */
const BENCHMARKS: Benchmark[] = [
  { name: 'userMessages', run: async () => (await import('./userMessages.ts')).benchUserMessages() },
  { name: 'bundle', run: async () => (await import('./bundle.ts')).benchBundle() },
  { name: 'shelves', run: async () => (await import('./shelves.ts')).benchShelves() },
  { name: 'pricing', run: async () => (await import('./pricing.ts')).benchPricing() },
  { name: 'captcha', run: async () => (await import('./captcha.ts')).benchCaptcha() },
  { name: 'signing', run: async () => (await import('./signing.ts')).benchSigning() },
  { name: 'commodities', run: async () => (await import('./commodities.ts')).benchCommodities() },
  { name: 'inventory', run: async () => (await import('./inventory.ts')).benchInventory() },
  { name: 'orders', run: async () => (await import('./orders.ts')).benchOrders() },
  { name: 'payments', run: async () => (await import('./payments.ts')).benchPayments() },
  { name: 'packing', run: async () => (await import('./packing.ts')).benchPacking() },
  { name: 'picking', run: async () => (await import('./picking.ts')).benchPicking() },
  { name: 'bagging', run: async () => (await import('./bagging.ts')).benchBagging() },
];

/** Set in the process that runs one benchmark. */
const CHILD = 'LBO_BENCH_CHILD';

async function runHere(name: string): Promise<void> {
  const report = await BENCHMARKS.find((b) => b.name === name)!.run();
  console.log(`\n=== ${report.title} ===`);
  for (const line of report.lines) console.log(line);
}

/**
 * Each benchmark runs in a process of its own: one that ran before would leave its heap, its
 * garbage collector's work and its compiled code behind (the pricing figures halved after the
 * messages benchmark in the same process).
 */
function runApart(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [name], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, [CHILD]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`benchmark ${name} exited with code ${code}`))));
  });
}

// `npm run bench -- shelves userMessages` runs only the benchmarks named; none named runs them all.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !BENCHMARKS.some((b) => b.name === name));
if (unknown.length > 0) throw new Error(`no benchmark named ${unknown.join(', ')}; there are ${BENCHMARKS.map((b) => b.name).join(', ')}`);

if (process.env[CHILD]) {
  await runHere(chosen[0]!);
} else {
  for (const bench of BENCHMARKS.filter((b) => chosen.length === 0 || chosen.includes(b.name))) {
    process.stderr.write(`\n▶ ${bench.name}\n`);
    await runApart(bench.name);
  }
}
