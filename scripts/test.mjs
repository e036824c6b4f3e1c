// `npm test`: every check and test of the project, in order, each step run even when an earlier one
// failed, then one summary line. Steps: lint (ESLint) and format (Prettier), type-check, unit and server tests
// on PGlite (Vitest), server tests on a throwaway PostgreSQL 15, browser tests (Playwright).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];

async function step(name, command, args, report) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const code = await run(command, args);
  let passed = 0;
  let failed = 0;
  if (report) {
    try {
      ({ passed, failed } = report(JSON.parse(readFileSync(join(results, report.file), 'utf8'))));
    } catch {
      // no report: judged by the exit code alone
    }
  }
  if (!report || passed + failed === 0) {
    passed = code === 0 ? 1 : 0;
    failed = code === 0 ? 0 : 1;
  } else if (code !== 0 && failed === 0) {
    failed = 1; // the runner failed outside any test (a crash, a failed setup)
  }
  steps.push({ name, code, passed, failed, seconds: (Date.now() - started) / 1000 });
}

function vitestReport(file) {
  const read = (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests });
  read.file = file;
  return read;
}

function playwrightReport(file) {
  const read = (json) => ({
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
  });
  read.file = file;
  return read;
}

const vitestJson = (file) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, file)}`,
];

await step('lint (eslint) and format (prettier)', 'npm', ['run', '--silent', 'lint']);
await step('type-check', 'npm', ['run', '--silent', 'typecheck']);
await step(
  'unit, component and server tests on PGlite (vitest)',
  'npx',
  ['vitest', 'run', ...vitestJson('vitest.json')],
  vitestReport('vitest.json'),
);
await step(
  'server tests on PostgreSQL 15',
  'node',
  [
    'scripts/pg15.mjs',
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
await step('production build and critical-path budgets', 'sh', [
  '-c',
  'npm run --silent build && npm run --silent budgets',
]);
process.env.E2E_BUILD = '0'; // just built
await step(
  'browser tests (playwright, chromium)',
  'node',
  ['scripts/e2e.mjs'],
  playwrightReport('e2e.json'),
);

console.log('\n=== summary');
for (const s of steps) {
  console.log(
    `${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name}: ${s.passed} passed, ${s.failed} failed (${s.seconds.toFixed(0)} s)`,
  );
}
const passed = steps.reduce((sum, s) => sum + s.passed, 0);
const failed = steps.reduce((sum, s) => sum + s.failed, 0);
const ok = steps.every((s) => s.code === 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
