// The mutation score over StrykerJS reports (`npm run mutate`, or parts of it, each with its own --incrementalFile):
// `node scripts/mutation-score.mjs reports/a.json reports/b.json ... [--survivors]`. A mutant counts once, in the
// report that holds it (the last one given, when two do): detected = killed or timed out; undetected = survived or
// not covered; the rest (ignored, static, runtime and compile errors) are left out, as Stryker does.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length === 0) {
  process.stderr.write('usage: node scripts/mutation-score.mjs REPORT.json... [--survivors]\n');
  process.exit(2);
}
const survivors = args.includes('--survivors');
/** Source file -> its mutants, from the last report that has it. */
const byFile = new Map();
for (const file of files) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    process.stderr.write(`${file}: not a Stryker JSON report (${error.message})\n`);
    process.exit(2);
  }
  for (const [name, entry] of Object.entries(report.files ?? {})) byFile.set(name, entry);
}
let detected = 0;
let undetected = 0;
const rows = [];
for (const [name, { mutants, source }] of [...byFile].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const lines = source?.split('\n') ?? [];
  const count = { detected: 0, undetected: 0, other: 0 };
  for (const mutant of mutants) {
    if (mutant.status === 'Killed' || mutant.status === 'Timeout') count.detected++;
    else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
      count.undetected++;
      if (survivors) {
        const line = mutant.location.start.line;
        const code = (lines[line - 1] ?? '').trim().slice(0, 100);
        process.stdout.write(
          `${name}:${line} ${mutant.status} ${mutant.mutatorName} -> ${JSON.stringify(mutant.replacement ?? '').slice(0, 60)} | ${code}\n`,
        );
      }
    } else count.other++;
  }
  detected += count.detected;
  undetected += count.undetected;
  rows.push([name, count]);
}
const score = (d, u) => (d + u === 0 ? 'n/a' : `${((100 * d) / (d + u)).toFixed(1)}%`);
for (const [name, count] of rows) {
  process.stdout.write(
    `${score(count.detected, count.undetected).padStart(6)}  ${name} (${count.detected} detected, ${count.undetected} undetected, ${count.other} left out)\n`,
  );
}
process.stdout.write(
  `${score(detected, undetected).padStart(6)}  all ${byFile.size} files (${detected} of ${detected + undetected})\n`,
);
