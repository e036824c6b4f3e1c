#!/usr/bin/env node
// `npm run bench:reliability`: the two runs of the reliability issue too long for `npm test`,
// each against a throwaway PostgreSQL 15 (scripts/pg15.mjs), figures printed and written to
// bench/results/reliability-<time>.json (docs/reliability.md keeps the latest):
//   1. load (bench/reliability/load.mjs): 60 s, 200 connections, mixed reads, writes and claims on
//      one contended stock; errors, timeouts, non-2xx, p50/p99, claims reconciled, server memory;
//   2. slow database (bench/reliability/slow-db.mjs): latency added through a TCP proxy; requests
//      end in an envelope error within the deadline, the pool recovers, writes reconciled.
// Exits 1 when a run misses its bar. Not a timed test: the machine's cores are shared by the
// server, PostgreSQL and the load generator.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { loadPassed, runLoad } from './reliability/load.mjs';
import { runSlowDb, slowDbPassed } from './reliability/slow-db.mjs';

const report = { at: new Date().toISOString(), node: process.version };

console.log('=== 1. load');
report.load = await runLoad();
console.log(JSON.stringify(report.load, null, 2));

console.log('\n=== 2. slow database');
report.slowDb = await runSlowDb();
console.log(JSON.stringify(report.slowDb, null, 2));

const load = report.load;
console.log('\n=== summary');
console.table([
  {
    run: `load ${load.seconds} s × ${load.connections} connections`,
    requests: load.requests,
    'req/s': load.reqPerSec,
    'p50 ms': load.p50Ms,
    'p99 ms': load.p99Ms,
    errors: load.errors,
    timeouts: load.timeouts,
    non2xx: load.non2xx,
    'sold out (intended)': load.intendedRefusals,
    unexpected: load.unexpected.length,
    lost: load.claims.lost,
    duplicated: load.claims.duplicated,
    'rss MiB before/after/idle': `${load.memoryMiB.before}/${load.memoryMiB.after}/${load.memoryMiB.after15sIdle}`,
  },
]);

const passed = { load: loadPassed(report.load), slowDb: slowDbPassed(report.slowDb) };
report.passed = passed;
const dir = join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `reliability-${report.at.replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`passed: ${JSON.stringify(passed)}; written to ${file}`);
process.exitCode = passed.load && passed.slowDb ? 0 : 1;
