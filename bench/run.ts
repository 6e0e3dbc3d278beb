import { benchBundle } from './bundle.ts';
import { benchUserMessages } from './userMessages.ts';
import type { Benchmark } from './report.ts';

/** Every benchmark, run in this order; `npm run bench` from the project root. */
const BENCHMARKS: Benchmark[] = [
  { name: 'userMessages', run: benchUserMessages },
  { name: 'bundle', run: benchBundle },
];

for (const bench of BENCHMARKS) {
  process.stderr.write(`\n▶ ${bench.name}\n`);
  const report = await bench.run();
  console.log(`\n=== ${report.title} ===`);
  for (const line of report.lines) console.log(line);
}
