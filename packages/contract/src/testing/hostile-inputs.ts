// The shared hostile-input corpus: one list of strings that the browser suite
// (apps/h5/e2e/hostile-input.spec.ts) feeds into every route parameter and query field the pages
// read, and the server suite (apps/server/test/hostile-input.test.ts) into every field of every
// endpoint and public route. Pure data, for tests only: nothing in the product imports it.
//
// Every payload that would run script does three things, so a run can tell that it ran:
// `window.__pwned = 1`, `alert('XSS-FIRED')` (a dialog) and `console.log('XSS-FIRED')`. A test
// looks for a console message that IS the marker (not one that contains it: a page may log a
// refused value as text, which is fine). Every off-site target points at EVIL_HOST.

/** The console message and dialog text of a payload that ran. */
export const XSS_MARKER = 'XSS-FIRED';
/** The host every redirect, link and script source of the corpus points at. */
export const EVIL_HOST = 'evil.example';
/** A host of the platform's allow-list, for confusions such as `https://trusted@evil`. */
export const TRUSTED_HOST = 'h5.example.com';

/** What a payload runs when it runs: no spaces, so it also works as an unquoted attribute. */
const JS = `window.__pwned=1;alert('${XSS_MARKER}');console.log('${XSS_MARKER}')`;

export type HostileFamily =
  | 'script-tag'
  | 'event-handler'
  | 'attribute-breakout'
  | 'javascript-url'
  | 'data-url'
  | 'vbscript-url'
  | 'host-confusion'
  | 'encoded'
  | 'unicode-lookalike'
  | 'bidi-invisible'
  | 'control-chars'
  | 'long'
  | 'emoji-astral'
  | 'sql'
  | 'template'
  | 'prototype-key'
  | 'path-traversal'
  | 'blank';

export interface HostileInput {
  family: HostileFamily;
  value: string;
}

/** What each family tests. */
export const FAMILY_NOTES: Readonly<Record<HostileFamily, string>> = {
  'script-tag': 'a value written into the DOM as HTML runs a <script>',
  'event-handler': 'HTML without <script> that runs code from an event handler attribute',
  'attribute-breakout': 'a value written inside an attribute closes it and opens markup',
  'javascript-url': 'a value used as a link or redirect runs code, in any spelling browsers accept',
  'data-url': 'a value used as a link or redirect opens a document the attacker wrote',
  'vbscript-url': 'the legacy scheme, in case a check lists only javascript:',
  'host-confusion': 'a redirect or link that looks internal or trusted but leaves the site',
  encoded: 'percent-, double- and entity-encoded markup and URLs decoded once too often',
  'unicode-lookalike': 'fullwidth and Cyrillic characters that read as ASCII to people or NFKC',
  'bidi-invisible': 'right-to-left overrides and zero-width characters that disguise text',
  'control-chars': 'NUL, CR/LF (header splitting) and other control characters',
  long: 'very long values (limits, layout, regular-expression backtracking)',
  'emoji-astral': 'characters outside the BMP, joiners and a lone surrogate (UTF-16 vs UTF-8)',
  sql: 'SQL that would run if a value were concatenated into a query',
  template: 'expressions a template engine or an eval would compute',
  'prototype-key': 'keys and values that reach Object.prototype when used as property names',
  'path-traversal': 'dot segments that leave a directory or a route',
  blank: 'empty and whitespace-only values',
};

const entries: Record<HostileFamily, readonly string[]> = {
  'script-tag': [
    `<script>${JS}</script>`,
    `<ScRiPt>${JS}</sCrIpT>`,
    `<script src=//${EVIL_HOST}/x.js></script>`,
    `</title><script>${JS}</script>`,
    `<iframe srcdoc="<script>${JS}</script>"></iframe>`,
  ],
  'event-handler': [
    `<img src=x onerror=${JS}>`,
    `<svg onload=${JS}>`,
    `<svg><animate onbegin=${JS} attributeName=x dur=1s>`,
    `<details open ontoggle=${JS}>`,
    `<a href="javascript:${JS}">link</a>`,
  ],
  'attribute-breakout': [
    `"><script>${JS}</script>`,
    `'><img src=x onerror=${JS}>`,
    `" autofocus onfocus="${JS}" x="`,
    `</textarea><img src=x onerror=${JS}>`,
  ],
  'javascript-url': [
    `javascript:${JS}`,
    `JaVaScRiPt:${JS}`,
    `&#106;avascript:${JS}`,
    `&#x6A;avascript:${JS}`,
    `%6Aavascript:${JS}`,
    ` javascript:${JS}`,
    `\u0001javascript:${JS}`,
    `java\tscript:${JS}`,
    `java\nscript:${JS}`,
    `javascript://%0a${JS}`,
  ],
  'data-url': [
    `data:text/html,<script>${JS}</script>`,
    `data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTLUZJUkVEJyk8L3NjcmlwdD4=`,
    `DATA:text/html,<svg onload=${JS}>`,
  ],
  'vbscript-url': ['vbscript:msgbox(1)', 'VbScRiPt:msgbox(1)'],
  'host-confusion': [
    `//${EVIL_HOST}`,
    `///${EVIL_HOST}/`,
    `/\\${EVIL_HOST}`,
    `\\\\${EVIL_HOST}`,
    `\\/${EVIL_HOST}`,
    `https://${TRUSTED_HOST}@${EVIL_HOST}/`,
    `https://${EVIL_HOST}#${TRUSTED_HOST}`,
    `https://${EVIL_HOST}?${TRUSTED_HOST}`,
    `https://${TRUSTED_HOST}.${EVIL_HOST}/`,
    `https:${EVIL_HOST}`,
    `http://${EVIL_HOST}/`,
    `/%2F%2F${EVIL_HOST}`,
    `/%5C${EVIL_HOST}`,
    `https%3A%2F%2F${EVIL_HOST}`,
  ],
  encoded: [
    `%3Cscript%3E${JS}%3C%2Fscript%3E`,
    `%253Cscript%253E${JS}%253C%252Fscript%253E`,
    `%252F%252F${EVIL_HOST}`,
    `&lt;img src=x onerror=${JS}&gt;`,
    `\\u003cscript\\u003e${JS}\\u003c/script\\u003e`,
  ],
  'unicode-lookalike': [
    `／／${EVIL_HOST}`,
    `https://\u0435vil.example/`, // Cyrillic е
    `https://h5.\u0435xample.com/`, // Cyrillic е in the trusted host
    `＜script＞${JS}＜／script＞`,
    `ｊａｖａｓｃｒｉｐｔ:${JS}`,
    'Ηеllο', // Greek Eta, Cyrillic е, Greek omicron: a name that reads as Hello
  ],
  'bidi-invisible': ['\u202Egnp.exe', 'abc\u202Edef\u202C', 'a\u200Bb\u200Dc\uFEFF'],
  'control-chars': [
    'a\u0000b',
    `\u0000javascript:${JS}`,
    'line1\nline2',
    'a\r\nSet-Cookie: pwned=1',
    '%00',
    '%0d%0aSet-Cookie:pwned=1',
    '\u007F\u0008\u001B[31m',
  ],
  long: ['A'.repeat(10_000), `${'a'.repeat(9_000)}<img src=x onerror=${JS}>`],
  'emoji-astral': ['🚚💨', '𠮷野家', '👨‍👩‍👧‍👦', 'e\u0301', '\uD800'],
  sql: [`' OR 1=1 --`, `1; DROP TABLE users; --`, `" OR ""="`, `1'; SELECT pg_sleep(5); --`],
  template: ['{{7*7}}', '${7*7}', '<%= 7*7 %>', '#{7*7}', `{{constructor.constructor('${JS}')()}}`],
  'prototype-key': [
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '__proto__[pwned]=1',
    '{"__proto__":{"pwned":1}}',
  ],
  'path-traversal': ['../../../../etc/passwd', '..%2F..%2F..%2Fetc%2Fpasswd', '..', '.'],
  blank: ['', ' ', '\t'],
};

/** The whole corpus, family by family. */
export const HOSTILE_INPUTS: readonly HostileInput[] = Object.entries(entries).flatMap(
  ([family, values]) => values.map((value) => ({ family: family as HostileFamily, value })),
);

export const HOSTILE_VALUES: readonly string[] = HOSTILE_INPUTS.map((input) => input.value);

/** One value of each family: a small sample that still tries every idea. */
export const ONE_PER_FAMILY: readonly HostileInput[] = Object.entries(entries).map(
  ([family, values]) => ({ family: family as HostileFamily, value: values[0] ?? '' }),
);

/**
 * `count` values starting at `offset`, wrapping around: callers with many fields give each field
 * a different offset, so that together the fields go through the whole corpus.
 */
export function rotatingSample(offset: number, count: number): readonly HostileInput[] {
  const all = HOSTILE_INPUTS;
  return Array.from({ length: Math.min(count, all.length) }, (_, i) => {
    return all[(offset + i) % all.length] as HostileInput;
  });
}

/** A short, printable label for a value in test names and failure messages. */
export function describeHostile(value: string): string {
  const shown = JSON.stringify(
    value.length > 60 ? `${value.slice(0, 40)}…(${value.length})` : value,
  );
  return shown;
}
