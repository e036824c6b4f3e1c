// Part of `npm run lint`: every commit since the rule began has a subject of at most 72 characters
// (what changed), and a body, when it has one, after a blank line (why, and the figures). Older
// history is left as it was written; a clone without that history (shallow) checks what it has.
import { execFileSync } from 'node:child_process';
import { root } from './lib.mjs';

const RULE_BEGAN = '5f04f88a'; // the last commit whose subject ran past 72 characters
const MAX_SUBJECT = 72;

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
function messages() {
  try {
    git('cat-file', '-e', `${RULE_BEGAN}^{commit}`);
    return git('log', '--format=%h%x00%B%x01', `${RULE_BEGAN}..HEAD`);
  } catch {
    return git('log', '--format=%h%x00%B%x01', '-20');
  }
}
const log = messages();
const wrong = [];
for (const record of log.split('\x01')) {
  const [hash, message] = record.replace(/^\n/, '').split('\0');
  if (!hash || message === undefined) continue;
  const [subject = '', second] = message.split('\n');
  if (subject.length > MAX_SUBJECT) wrong.push(`${hash}: subject of ${subject.length} characters`);
  if (second !== undefined && second.trim() !== '')
    wrong.push(`${hash}: no blank line between the subject and the body`);
}
if (wrong.length > 0) {
  console.error(
    `commit messages that break the rule (docs/design.md §6):\n  ${wrong.join('\n  ')}`,
  );
  process.exit(1);
}
