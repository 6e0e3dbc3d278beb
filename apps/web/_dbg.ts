import { factsOf } from './pageCalls.ts';
const seen = new Set<string>();
const pending = [{ file: process.argv[2]!, props: {} as Record<string, unknown> }];
while (pending.length) {
  const { file, props } = pending.pop()!;
  const key = file + JSON.stringify(props);
  if (seen.has(key)) continue;
  seen.add(key);
  const f = factsOf(file, props as never);
  const roles = f.calls.filter((c) => c.path.startsWith(process.argv[3]!)).length;
  console.log(file.replace(/.*src\//, ''), JSON.stringify(props), roles);
  pending.push(...f.imports);
}
