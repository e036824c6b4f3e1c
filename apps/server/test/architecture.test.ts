import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entityKind } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// The server's layers (docs/decisions/047): imports run one way, down.
//   platform   src/*.ts, db, redis, security, http, plugins (in PLATFORM_ORDER): never a module
//   modules    src/modules/<name>: the platform, the contract, and a lower module (MODULE_ORDER)
//              only through that module's public.ts
//   seeds      src/modules/<name>/seed.ts: demo and reference data, above every module
//   composition src/app.ts, server.ts, configured.ts, modules/registry.ts, modules/services.ts and
//              each modules/<name>/module.ts: wires modules and seeds into the server
// Checked over the source text, so a new file cannot slip past.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** Lower first: a platform part may import its own part and the ones before it. */
const PLATFORM_ORDER = ['root', 'security', 'db', 'redis', 'http', 'plugins'] as const;

/**
 * Lower first: a module may import (through public.ts) only modules listed before it. The comments
 * say why a group sits where it does.
 */
const MODULE_ORDER = [
  // Leaves: they import no other module.
  'health',
  'csp',
  'places',
  'app-center',
  'invites',
  'votes',
  'agreements',
  'wechat',
  'wechat-groups',
  // The operator accounts, their audit log and the operator API.
  'operators',
  // The object store for photos (drivers', party posts', road reports').
  'uploads',
  // What every kind of user post under review shares (party posts, road reports).
  'moderation',
  // Login by SMS; its SMS sender is the one other modules text with.
  'identity',
  'analytics',
  'edu',
  'knowledge',
  'recruitment',
  // Ledger and coupons: what every activity pays out in.
  'value',
  'activity-stock',
  'campaigns',
  'campaign-games',
  'loyalty',
  'referrals',
  'drivers',
  'users',
  'shipments',
  'reports',
  'party',
  'epidemic',
] as const;

/**
 * Imports that break a rule today, each with why it is still there. The list only shrinks: an
 * entry that no longer matches an import fails the test too.
 */
const ALLOWED: Record<string, string> = {};

const COMPOSITION = new Set([
  'app.ts',
  'server.ts',
  'configured.ts',
  'modules/registry.ts',
  'modules/services.ts',
]);

type Area =
  | { kind: 'platform'; part: string }
  | { kind: 'module'; module: string; publicFile: boolean }
  | { kind: 'seed'; module: string }
  | { kind: 'composition' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  );
}

function areaOf(path: string): Area {
  const parts = path.split('/');
  if (COMPOSITION.has(path)) return { kind: 'composition' };
  if (parts[0] === 'modules' && parts.length > 2) {
    const module = parts[1] ?? '';
    const rest = parts.slice(2).join('/');
    if (rest === 'module.ts') return { kind: 'composition' };
    if (rest === 'seed.ts') return { kind: 'seed', module };
    return { kind: 'module', module, publicFile: rest === 'public.ts' };
  }
  if (parts[0] === 'modules') return { kind: 'platform', part: `modules/${parts[1]}` };
  return { kind: 'platform', part: parts.length > 1 ? (parts[0] ?? '') : 'root' };
}

/** Why `from` may not import `to`, or null when it may. */
function breach(from: Area, to: Area): string | null {
  if (from.kind === 'composition') return null;
  if (to.kind === 'composition') return 'imports the composition';
  if (to.kind === 'seed') {
    return from.kind === 'seed' ? null : 'imports a seed (only the composition may)';
  }
  if (from.kind === 'seed') return null;
  if (from.kind === 'platform') {
    if (to.kind === 'module') return 'platform imports a module';
    const rankFrom = PLATFORM_ORDER.indexOf(from.part as (typeof PLATFORM_ORDER)[number]);
    const rankTo = PLATFORM_ORDER.indexOf(to.part as (typeof PLATFORM_ORDER)[number]);
    if (rankFrom < 0) return `platform part ${from.part} is not in PLATFORM_ORDER`;
    if (rankTo < 0) return `imports ${to.part}, which is no platform part`;
    return rankTo > rankFrom ? `platform ${from.part} imports ${to.part}, above it` : null;
  }
  if (to.kind === 'platform') {
    return PLATFORM_ORDER.includes(to.part as (typeof PLATFORM_ORDER)[number])
      ? null
      : `imports ${to.part}, which is no platform part`;
  }
  if (to.module === from.module) return null;
  if (!to.publicFile) return `imports module ${to.module} past its public.ts`;
  const rankFrom = MODULE_ORDER.indexOf(from.module as (typeof MODULE_ORDER)[number]);
  const rankTo = MODULE_ORDER.indexOf(to.module as (typeof MODULE_ORDER)[number]);
  if (rankFrom < 0 || rankTo < 0) return 'a module missing from MODULE_ORDER';
  return rankTo > rankFrom ? `module ${from.module} imports ${to.module}, above it` : null;
}

/** A module's routes file: its routes.ts, or a `<part>-routes.ts` beside it (ops, dev, oauth...). */
function isRoutesFile(path: string): boolean {
  return /^modules\/[^/]+\/(?:[a-z0-9-]+-)?routes\.ts$/.test(path);
}

/** The source without its comments, so that a comment naming a query is no query. */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

type ImportClause = { specifier: string; typeOnly: boolean; names: string[]; namespace: boolean };

function importClausesOf(code: string): ImportClause[] {
  const clauses: ImportClause[] = [];
  for (const m of code.matchAll(/\bimport\s+(type\s+)?([^'"`;]*?)\s*\bfrom\s*['"]([^'"]+)['"]/g)) {
    const typeOnly = m[1] !== undefined;
    const bindings = m[2] ?? '';
    const braces = /\{([^}]*)\}/.exec(bindings)?.[1] ?? '';
    const names = braces
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] ?? part);
    const outside = bindings
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    clauses.push({
      specifier: m[3] ?? '',
      typeOnly,
      names,
      namespace: /\*\s*as\s/.test(outside) || (outside !== '' && !typeOnly),
    });
  }
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g)) {
    clauses.push({ specifier: m[1] ?? '', typeOnly: false, names: [], namespace: true });
  }
  return clauses;
}

/** A Drizzle object: a table, view, relation, column or SQL fragment. */
function isDrizzleEntity(value: unknown): boolean {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  const constructor = (value as { constructor?: unknown }).constructor;
  return typeof constructor === 'function' && entityKind in constructor;
}

/**
 * The ways a routes file could query the database (docs/decisions/047, addendum): Drizzle itself
 * (operators, the sql tag, aliases), a table of the schema, or the database handle's own query
 * methods, including the relational `db.query.<table>.find…` that needs no import.
 */
async function queriesIn(file: string, text: string): Promise<string[]> {
  const code = codeOf(text);
  const found: string[] = [];
  for (const clause of importClausesOf(code)) {
    if (/^drizzle-orm(\/|$)/.test(clause.specifier)) {
      found.push(`imports ${clause.specifier}`);
      continue;
    }
    if (!clause.specifier.startsWith('.')) continue;
    const target = resolve(dirname(join(src, file)), clause.specifier);
    if (!relative(src, target).split(/[\\/]/).join('/').startsWith('db/schema/')) continue;
    if (clause.typeOnly) continue;
    if (clause.namespace) {
      found.push(`imports all of ${clause.specifier}`);
      continue;
    }
    const exported = (await import(target)) as Record<string, unknown>;
    for (const name of clause.names) {
      if (isDrizzleEntity(exported[name])) found.push(`imports the table ${name}`);
    }
  }
  const handle =
    /\b(?:db|tx|trx)\s*\.\s*(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|with|\$count|\$with)\s*\(/g;
  for (const m of code.matchAll(handle)) found.push(`calls db.${m[1]}()`);
  for (const m of code.matchAll(/\.\s*query\s*\.\s*(\w+)\s*\.\s*find(First|Many)\b/g)) {
    found.push(`calls query.${m[1]}.find${m[2]}()`);
  }
  return found;
}

describe('server layers', () => {
  const files = sourceFiles(src).map((file) => relative(src, file).split(/[\\/]/).join('/'));

  it('imports only downward: platform, then modules through public.ts, then seeds', () => {
    const violations: string[] = [];
    const used = new Set<string>();
    for (const file of files) {
      const from = areaOf(file);
      for (const specifier of importsOf(join(src, file))) {
        const target = relative(src, resolve(dirname(join(src, file)), specifier))
          .split(/[\\/]/)
          .join('/');
        const why = breach(from, areaOf(target));
        if (!why) continue;
        const edge = `${file} -> ${target}`;
        if (edge in ALLOWED) used.add(edge);
        else violations.push(`${edge}: ${why}`);
      }
    }
    const stale = Object.keys(ALLOWED).filter((edge) => !used.has(edge));
    expect(violations).toEqual([]);
    expect(stale, 'allowed edges that no longer exist: delete them').toEqual([]);
  });

  it('declares every module alike: a module.ts in registry.ts, the module in MODULE_ORDER', () => {
    const modulesDir = join(src, 'modules');
    const folders = readdirSync(modulesDir).filter((name) =>
      statSync(join(modulesDir, name)).isDirectory(),
    );
    const registry = readFileSync(join(modulesDir, 'registry.ts'), 'utf8');
    const problems: string[] = [];
    for (const folder of folders) {
      if (!existsSync(join(modulesDir, folder, 'module.ts'))) {
        problems.push(`${folder}: no module.ts`);
      } else if (!registry.includes(`'./${folder}/module.ts'`)) {
        problems.push(`${folder}: module.ts not in registry.ts`);
      }
      if (!MODULE_ORDER.includes(folder as (typeof MODULE_ORDER)[number])) {
        problems.push(`${folder}: not in MODULE_ORDER`);
      }
    }
    for (const [specifier] of registry.matchAll(/from '\.\/[^']+'/g)) {
      if (!/^from '\.\/[^/']+\/module\.ts'$/.test(specifier)) {
        problems.push(`registry.ts ${specifier}: only module.ts files`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps queries out of routes files: they read the request, call the module, reply', async () => {
    const querying: string[] = [];
    for (const file of files.filter(isRoutesFile)) {
      const found = await queriesIn(file, readFileSync(join(src, file), 'utf8'));
      if (found.length > 0) querying.push(`${file}: ${[...new Set(found)].join(', ')}`);
    }
    expect(querying).toEqual([]);
  });

  it('lists each module once in MODULE_ORDER, so that downward is one order', () => {
    expect(new Set(MODULE_ORDER).size).toBe(MODULE_ORDER.length);
  });
});
