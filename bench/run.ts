import { benchBundle } from './bundle.ts';
import { benchPricing } from './pricing.ts';
import { benchShelves } from './shelves.ts';
import { benchUserMessages } from './userMessages.ts';
import type { Benchmark } from './report.ts';

/** Every benchmark, run in this order; `npm run bench` from the project root. */
const BENCHMARKS: Benchmark[] = [
  { name: 'userMessages', run: benchUserMessages },
  { name: 'bundle', run: benchBundle },
  { name: 'shelves', run: benchShelves },
  { name: 'pricing', run: benchPricing },
];

// `npm run bench -- shelves userMessages` runs only the benchmarks named; none named runs them all.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !BENCHMARKS.some((b) => b.name === name));
if (unknown.length > 0) throw new Error(`no benchmark named ${unknown.join(', ')}; there are ${BENCHMARKS.map((b) => b.name).join(', ')}`);

for (const bench of BENCHMARKS.filter((b) => chosen.length === 0 || chosen.includes(b.name))) {
  process.stderr.write(`\n▶ ${bench.name}\n`);
  const report = await bench.run();
  console.log(`\n=== ${report.title} ===`);
  for (const line of report.lines) console.log(line);
}
