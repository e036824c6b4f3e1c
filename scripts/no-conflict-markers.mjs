// Part of `npm run lint`: refuses a tracked text file that still holds a merge's conflict markers
// (a README once kept one through a merge, Prettier having turned `>>>>>>>` into a quote).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from './lib.mjs';

const MARKER = /^(<{7} |={7}$|>{7} |(> ){7})/m;
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(md|ts|tsx|mjs|js|json|css|html|sql|yml|yaml)$/.test(file));
const found = files.filter((file) => {
  try {
    return MARKER.test(readFileSync(`${root}/${file}`, 'utf8'));
  } catch {
    return false; // deleted in the working tree
  }
});
if (found.length > 0) {
  console.error(`merge conflict markers in:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
