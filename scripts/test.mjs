// `npm test`: every check and test of the project, in order, each step run even when an earlier one
// failed, then a summary: a line per step and one with the totals. Steps: lint (ESLint) and format
// (Prettier), type-check and the production build with its budgets (these three together), unit
// and server tests on PGlite (Vitest), server tests on a throwaway PostgreSQL 15 with a throwaway
// Redis (REDIS_URL: the production shape, ADR 018), browser tests (Playwright). Flaky browser tests (failed, then passed on Playwright's retry) are counted and
// named apart, never as passed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root, run } from './lib.mjs';

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];

async function step(name, command, args, report, { together = false } = {}) {
  const started = Date.now();
  if (!together) console.log(`\n=== ${name}`);
  const code = await run(command, args, { buffered: together });
  if (together) console.log(`=== ${name}: done, exit ${code}`);
  let passed = 0;
  let failed = 0;
  let flaky = [];
  let errors = [];
  if (report) {
    try {
      const json = JSON.parse(readFileSync(join(results, report.file), 'utf8'));
      ({ passed, failed, flaky, errors = [] } = report(json));
    } catch {
      // no report: judged by the exit code alone
    }
  }
  if (!report || passed + failed + flaky.length === 0) {
    passed = code === 0 ? 1 : 0;
    failed = code === 0 ? 0 : 1;
  } else if (code !== 0 && failed === 0) {
    failed = 1; // the runner failed outside any test (a crash, a failed setup)
  }
  steps.push({ name, code, passed, failed, flaky, errors, seconds: (Date.now() - started) / 1000 });
}

function vitestReport(file) {
  const read = (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests, flaky: [] });
  read.file = file;
  return read;
}

/** `title (file)` of each test whose outcome is `status`, its describe blocks in the title. */
function playwrightTests(json, status) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === status)) {
        found.push(`${[...titles, spec.title].join(' › ')} (${spec.file})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are the files; their titles are already in `(file)`.
  for (const file of json.suites ?? []) walk(file, []);
  return found;
}

/**
 * The first error of each failed or flaky test, a few lines each: printed again just above the
 * summary, so that a CI log's tail says why, not only which (a retry's error may only be the
 * first attempt's aftermath).
 */
function playwrightErrors(json) {
  const lines = [];
  /** An error's first non-blank lines, without terminal colours. */
  const messageLines = (error, count) =>
    stripVTControlCharacters(error?.message ?? 'no error recorded')
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, count);
  /** `file:line` of where an error was thrown, else the spec's file. */
  const whereOf = (error, spec) =>
    error?.location
      ? `${error.location.file.replace(`${root}/`, '')}:${error.location.line}`
      : spec.file;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'flaky' && test.status !== 'unexpected') continue;
        const first = test.results.find((result) => result.error);
        lines.push(
          `${test.status} (attempt ${(first?.retry ?? 0) + 1} of ${test.results.length}): ${spec.title}`,
          `  at ${whereOf(first?.error, spec)}`,
          ...messageLines(first?.error, 8).map((line) => `  ${line}`),
        );
        // A test that failed every time: where the last attempt stopped too, which may differ.
        const last = test.results.at(-1);
        if (test.status === 'unexpected' && last?.error && last !== first) {
          lines.push(
            `  attempt ${(last.retry ?? 0) + 1} stopped at ${whereOf(last.error, spec)}`,
            ...messageLines(last.error, 4).map((line) => `    ${line}`),
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const file of json.suites ?? []) walk(file);
  return lines;
}

function playwrightReport(file) {
  const read = (json) => ({
    passed: json.stats.expected,
    failed: json.stats.unexpected,
    flaky: playwrightTests(json, 'flaky'),
    errors: playwrightErrors(json),
  });
  read.file = file;
  return read;
}

const vitestJson = (file) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, file)}`,
];

// Lint, type-check and the build each keep about one core busy: on two cores they run together,
// each step's output printed when it ends (about 40 s instead of 80).
console.log('\n=== lint, type-check and the production build, together');
await Promise.all([
  step('lint (eslint) and format (prettier)', 'npm', ['run', '--silent', 'lint'], undefined, {
    together: true,
  }),
  step('type-check', 'npm', ['run', '--silent', 'typecheck'], undefined, { together: true }),
  step(
    'production build and critical-path budgets',
    'sh',
    ['-c', 'npm run --silent build && npm run --silent budgets'],
    undefined,
    { together: true },
  ),
]);
await step(
  'unit, component and server tests on PGlite (vitest)',
  'npx',
  ['vitest', 'run', ...vitestJson('vitest.json')],
  vitestReport('vitest.json'),
);
await step(
  'server tests on PostgreSQL 15 and Redis',
  'node',
  [
    'scripts/pg15.mjs',
    'run',
    '--',
    'node',
    'scripts/redis.mjs',
    'run',
    '--',
    'npx',
    'vitest',
    'run',
    '--project',
    'server',
    ...vitestJson('vitest-pg15.json'),
  ],
  vitestReport('vitest-pg15.json'),
);
process.env.E2E_BUILD = '0'; // just built
await step(
  'browser tests (playwright, chromium)',
  'node',
  ['scripts/e2e.mjs'],
  playwrightReport('e2e.json'),
);

/** `2 flaky (a (a.spec.ts); b (b.spec.ts))`, or `0 flaky`. */
const flakyText = (names) => `${names.length} flaky${names.length ? ` (${names.join('; ')})` : ''}`;

const errors = steps.flatMap((s) => s.errors);
if (errors.length)
  console.log(`\n=== first errors of the failed and flaky tests\n${errors.join('\n')}`);
console.log('\n=== summary');
for (const s of steps) {
  const flaky = s.flaky.length ? `${flakyText(s.flaky)}, ` : '';
  console.log(
    `${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name}: ${s.passed} passed, ${flaky}${s.failed} failed (${s.seconds.toFixed(0)} s)`,
  );
}
const passed = steps.reduce((sum, s) => sum + s.passed, 0);
const failed = steps.reduce((sum, s) => sum + s.failed, 0);
const flaky = steps.flatMap((s) => s.flaky);
const ok = steps.every((s) => s.code === 0);
console.log(`tests: ${passed} passed, ${flakyText(flaky)}, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
