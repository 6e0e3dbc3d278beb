/** What a benchmark hands back to run.ts to print. */
export interface BenchReport {
  title: string;
  lines: string[];
}

export interface Benchmark {
  name: string;
  run(): Promise<BenchReport>;
}

/** Progress goes to stderr so the figures on stdout stay clean. */
export const progress = (text: string) => process.stderr.write(`  … ${text}\n`);

/** A plain fixed-width table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

/** The p-th percentile of ascending figures (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
export const fixed = (n: number, digits = 1) => n.toFixed(digits);
