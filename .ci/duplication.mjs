// `pnpm duplication`: the lines the screens repeat, measured with jscpd, against a budget that may only go down.
// Two figures over packages/portal-features/src/features (stories and tests left out):
// - exact: the same code written twice (jscpd's default; the budget);
// - shape: the same code with other names (jscpd --ignore-identifiers: near copies), reported to see the trend.
// `--update` writes today's figures as the budget, only when they are lower.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgetFile = join(root, '.ci', 'duplication-budget.json');
const scanned = 'packages/portal-features/src/features';
const common = ['--min-lines', '5', '--min-tokens', '50', '--ignore', '**/*.stories.tsx,**/*.test.ts,**/*.test.tsx'];

function measure(extra) {
  const out = mkdtempSync(join(tmpdir(), 'jscpd-'));
  try {
    execFileSync(
      join(root, 'node_modules', '.bin', 'jscpd'),
      [...common, ...extra, '--reporters', 'json', '--output', out, '--no-colors', scanned],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
    const clones = report.duplicates.map(
      (clone) =>
        `${clone.firstFile.name}:${clone.firstFile.start}-${clone.firstFile.end} ~ ${clone.secondFile.name}:${clone.secondFile.start}-${clone.secondFile.end}`,
    );
    return { lines: report.statistics.total.duplicatedLines, of: report.statistics.total.lines, clones };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const exact = measure([]);
const shape = measure(['--ignore-identifiers']);
const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const pct = (part, whole) => ((100 * part) / whole).toFixed(2);

console.log(`Duplicated lines in ${scanned} (of ${exact.of}):`);
console.log(`  exact: ${exact.lines} (${pct(exact.lines, exact.of)}%), budget ${budget.exactLines}`);
console.log(`  shape: ${shape.lines} (${pct(shape.lines, shape.of)}%), budget ${budget.shapeLines}`);

if (process.argv.includes('--update')) {
  const next = {
    ...budget,
    exactLines: Math.min(budget.exactLines, exact.lines),
    shapeLines: Math.min(budget.shapeLines, shape.lines),
  };
  writeFileSync(budgetFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`Budget now ${next.exactLines} exact, ${next.shapeLines} shape.`);
} else if (exact.lines > budget.exactLines || shape.lines > budget.shapeLines) {
  console.log('\nOver the budget: stand the new code on the shared pieces of core/ instead of a copy. The copies:');
  for (const clone of exact.lines > budget.exactLines ? exact.clones : shape.clones) console.log(`  ${clone}`);
  process.exit(1);
} else {
  console.log('Within the budget.');
}
