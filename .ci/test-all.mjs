// `pnpm test`: every check of the project, one after the other, each timed. A failing suite does not
// stop the others, so one run shows everything that is wrong. Ends with `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.ci', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// The e2e suite serves the builds `pnpm size` makes (E2E_REUSE_BUILDS): none is left from an earlier run.
rmSync(join(root, 'apps', 'portal', 'dist-size'), { recursive: true, force: true });

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// The names of failed tests, repeated under the summary so the last lines of a CI log say what broke.
// eslint-disable-next-line no-control-regex -- the colour codes Vitest writes into its messages
const withoutColours = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const firstLine = (text) =>
  withoutColours(text)
    .split('\n')
    .find((line) => line.trim()) ?? '';
const vitestFailures = (name) => {
  const report = readJson(join(reports, `${name}.json`));
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) => `${file.name.replace(`${root}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      ),
  );
};
const playwrightFailures = () => {
  const report = readJson(join(reports, 'e2e.json'));
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map(
          (test) =>
            `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`,
        ),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report?.suites ?? []).flatMap(walk);
};

// Where a suite's time goes: its slowest files, from its own report (seconds, summed over the file's tests).
const vitestFileSeconds = (name) => () => {
  const report = readJson(join(reports, `${name}.json`));
  return (report?.testResults ?? []).map((file) => ({
    file: file.name.replace(`${root}/`, ''),
    seconds: file.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0) / 1000,
    tests: file.assertionResults.length,
  }));
};
const playwrightFileSeconds = () => {
  const report = readJson(join(reports, 'e2e.json'));
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `[${test.projectName}] ${spec.file}`;
        const row = byFile.get(key) ?? { file: key, seconds: 0, tests: 0 };
        row.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        row.tests += 1;
        byFile.set(key, row);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...byFile.values()];
};
const SLOWEST_SHOWN = 8;

// Each counter returns { passed, failed } from a suite's own report, or null when it wrote none.
const vitestCounts = (name) => () => {
  const report = readJson(join(reports, `${name}.json`));
  return report && { passed: report.numPassedTests, failed: report.numFailedTests + report.numTodoTests };
};
const playwrightCounts = () => {
  const report = readJson(join(reports, 'e2e.json'));
  return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
};
const nodeTestCounts = (output) => {
  const pass = /^# pass (\d+)$/m.exec(output);
  const fail = /^# fail (\d+)$/m.exec(output);
  return pass && fail && { passed: Number(pass[1]), failed: Number(fail[1]) };
};

const vitest = (name, projects) =>
  `pnpm exec vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=.ci/reports/${name}.json`;

const allSuites = [
  { name: 'eslint', command: 'pnpm lint:eslint', together: 'static' },
  { name: 'prettier', command: 'pnpm lint:prettier', together: 'static' },
  // The lines the screens repeat, against a budget that only goes down (.ci/duplication-budget.json).
  { name: 'duplication', command: 'pnpm duplication', together: 'static' },
  // The static Storybook is a release artifact: archived where CI keeps its reports.
  {
    name: 'build-storybook',
    command: 'pnpm build-storybook --quiet && tar -czf .ci/reports/storybook-static.tar.gz storybook-static',
    together: 'static',
  },
  // The type check of the whole workspace, which also writes the packages' declarations, and their dist/ for the
  // package and partner-host suites below (scripts/buildPackages.mjs); nothing in this group reads dist/ (ESLint
  // resolves the workspace's packages to their sources, Prettier and ESLint ignore dist/).
  { name: 'typecheck+builds', command: 'pnpm build', together: 'static' },
  // The logic's tests, alone after the static group: beside ESLint (one thread) they slowed it by 40–80 s on two
  // cores (ESLint 156 s alone, 195–234 s beside them in ci13–ci15) and saved less than that.
  {
    name: 'unit',
    command: vitest('unit', ['unit', 'unit-isolated']),
    count: vitestCounts('unit'),
    failures: () => vitestFailures('unit'),
    files: vitestFileSeconds('unit'),
  },
  // The browser tests, the stories and the visual baselines in one Vitest run: one server and its warm-up instead of
  // two (the baselines on their own took 61 s, 37 s of it their tests).
  {
    name: 'storybook',
    command: vitest('storybook', ['browser', 'storybook', 'visual']),
    count: vitestCounts('storybook'),
    failures: () => vitestFailures('storybook'),
    files: vitestFileSeconds('storybook'),
  },
  // The package consumers (packing, npm install, a type check) beside pnpm size's builds and Chromium, whose
  // idle moments they fill (pnpm size alone left a fifth of the machine idle).
  {
    name: 'packages',
    command: 'node --test --test-reporter=tap .ci/package-consumer/',
    count: nodeTestCounts,
    capture: true,
    together: 'size',
  },
  { name: 'size', command: 'pnpm size', together: 'size' },
  // The partner host compares its first visit with the one pnpm size measured, so it comes after it; alone it waits
  // on npm and its own build half the time, so it shares the machine with the e2e suite.
  {
    name: 'partner host',
    command: 'pnpm exec tsx --test --test-reporter=tap .ci/partner-host/partner-host.test.mjs',
    count: nodeTestCounts,
    capture: true,
    together: 'journeys',
  },
  {
    name: 'e2e',
    together: 'journeys',
    // The three builds it serves are the ones `pnpm size` just measured, copied, not built again.
    command: 'E2E_REUSE_BUILDS=1 pnpm test:e2e',
    count: playwrightCounts,
    failures: playwrightFailures,
    files: playwrightFileSeconds,
  },
];

/** Runs one suite; output captured (printed when it ends) when it shares the machine, so the logs do not interleave. */
function runSuite(suite, { capture }) {
  return new Promise((resolve) => {
    const started = performance.now();
    if (!capture) console.log(`\n━━ ${suite.name}: ${suite.command}`);
    const child = spawn(suite.command, {
      cwd: root,
      shell: true,
      stdio: ['ignore', capture || suite.capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => {
      if (capture) console.log(`\n━━ ${suite.name}: ${suite.command}`);
      if (capture || suite.capture) process.stdout.write(stdout);
      if (capture) process.stderr.write(stderr);
      resolve(resultOf(suite, status, stdout, (performance.now() - started) / 1000));
    });
  });
}

function resultOf(suite, status, stdout, seconds) {
  const ok = status === 0;
  // A suite without its own count is one check; a runner that crashed before reporting counts as one failure.
  let counts = suite.count ? suite.count(stdout) : null;
  if (!counts) counts = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts = { ...counts, failed: 1 };
  if (ok && counts.passed + counts.failed === 0) counts = { passed: 0, failed: 1 }; // ran no test
  const failures = !ok && suite.failures ? suite.failures() : [];
  const files = (suite.files?.() ?? []).sort((a, b) => b.seconds - a.seconds);
  return { name: suite.name, ok, seconds, failures, files, ...counts };
}

// Suites of one `together` group run at the same time: ESLint, tsc and Prettier use one core each, and the builds
// wait on the disk part of the time; one after the other they left one of CI's two cores idle for 217 s.
// PAINEL_SUITES=eslint,unit runs only those suites (their names as in the summary).
const chosen = process.env.PAINEL_SUITES?.split(',').map((name) => name.trim());
const suites = chosen ? allSuites.filter((suite) => chosen.includes(suite.name)) : allSuites;
const results = [];
const started = performance.now();
for (let index = 0; index < suites.length;) {
  const group = suites[index].together;
  let end = index + 1;
  while (group && suites[end]?.together === group) end += 1;
  const batch = suites.slice(index, end);
  // The group's last suite writes as it goes (a long e2e run stays visible), the others when they end.
  const batchResults = await Promise.all(
    batch.map((suite) => runSuite(suite, { capture: batch.length > 1 && suite !== batch.at(-1) })),
  );
  results.push(...batchResults);
  index = end;
}
const wallSeconds = (performance.now() - started) / 1000;

console.log('\n━━ summary');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(16)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1).padStart(6)} s`,
  );
}
console.log(`${'all'.padEnd(22)} ${' '.repeat(25)} ${wallSeconds.toFixed(1).padStart(6)} s`);
console.log(`\n━━ slowest files (test time summed per file; a suite's files may run in parallel)`);
for (const r of results.filter((result) => result.files.length > 0)) {
  console.log(`${r.name}: ${r.files.length} files`);
  for (const file of r.files.slice(0, SLOWEST_SHOWN))
    console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${String(file.tests).padStart(3)} tests  ${file.file}`);
}
writeFileSync(
  join(reports, 'timings.json'),
  `${JSON.stringify(
    {
      wallSeconds,
      suites: results.map(({ name, seconds, passed, failed, files }) => ({ name, seconds, passed, failed, files })),
    },
    null,
    2,
  )}\n`,
);
for (const r of results) {
  for (const failure of r.failures) console.log(`  ✗ ${r.name}: ${failure.slice(0, 300)}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(join(reports, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exitCode = failed > 0 || results.some((r) => !r.ok) ? 1 : 0;
