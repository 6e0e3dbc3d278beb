import { generatePuzzle } from '../apps/server/src/platform/captcha/puzzle.ts';
import { table, type BenchReport } from './report.ts';

/** The slider puzzle every anonymous sign-in draws: its time per puzzle (target: well under 50 ms). Figures only. */
export async function benchCaptcha(): Promise<BenchReport> {
  for (let i = 0; i < 5; i++) generatePuzzle(); // warm-up
  const runs = 200;
  const start = performance.now();
  for (let i = 0; i < runs; i++) generatePuzzle();
  const perPuzzle = (performance.now() - start) / runs;
  return { title: 'Slider puzzle generation (one core)', lines: table(['puzzles', 'ms per puzzle', 'target'], [[String(runs), perPuzzle.toFixed(2), '< 50']]) };
}
