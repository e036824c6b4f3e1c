// `npm run docs:pages`: writes the route tables of docs/pages.md from the pages themselves, between
// their marker comments, so the document cannot drift from the code (docs/how-to.md):
// - the rows, their order and the routes of each row come from the features' route tables
//   (`src/features/*/routes.ts`): every route entry carries a doc comment saying what the page does
//   and for whom, and that comment is the one place those words are written;
// - the endpoints come from the code: the names given to `endpointQuery`, `callEndpoint` and
//   `keptQuery` in the page module and everything it imports in `src`, with method, service and
//   path from the contract's declarations.
// The feature sections' prose, outside the markers, is written by hand. A test (pages-doc.test.ts)
// fails when the document is not what this script writes, and names this command.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EndpointDef } from '@freight/contract/endpoints/common';
import { endpoints } from '@freight/contract/endpoints/index';
import prettier from 'prettier';
import ts from 'typescript';
import { HOME_PATH } from '../src/app/build-routes-meta';

// Paths from this file's own (happy-dom's `URL`, under Vitest, resolves no file URLs).
const HERE = dirname(fileURLToPath(import.meta.url));
const H5_SRC = resolve(HERE, '../src');
export const PAGES_DOC = resolve(HERE, '../../../docs/pages.md');

/** `<!-- pages:<table> ... -->` opens a table; `<!-- pages:end -->` closes it. */
const TABLE_START =
  /<!-- pages:([a-z-]+(?::[a-z-]+)?) \(npm run docs:pages writes this (?:table|list)\) -->/g;
const TABLE_END = '<!-- pages:end -->';

/** One entry of a feature's route table, as its source says it. */
export interface RouteEntry {
  feature: string;
  path: string;
  /** The page module's file, for a page. */
  pageFile?: string;
  /** The path it sends to, for a redirect. */
  redirect?: string;
  doc?: RouteDoc;
}

/** What a route entry's doc comment says. */
export interface RouteDoc {
  /** The text: what the page does (the row's "what"). */
  what: string;
  /** `@who`: for whom. */
  who?: string;
  /** `@endpoints`: a word on the endpoints the code cannot show (a relay's, a guard's). */
  endpoints?: string;
  /** `@table`: the table the row goes in, when not its feature's. */
  table?: string;
  /** `@row`: the route whose row this one shares (a second path of the same page). */
  row?: string;
  /** `@query`: the query the page reads, shown after the path (`slug=…`). */
  query?: string;
}

function stringProperty(node: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of node.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === name &&
      ts.isStringLiteralLike(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

/** The module a `page: () => import('…')` property loads, relative to the route table. */
function pageImport(node: ts.ObjectLiteralExpression): string | undefined {
  let found: string | undefined;
  const visit = (child: ts.Node): void => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteralLike(child.arguments[0])
    ) {
      found = child.arguments[0].text;
      return;
    }
    ts.forEachChild(child, visit);
  };
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) {
      if (property.name.text === 'page') visit(property.initializer);
    }
  }
  return found;
}

/** Parses a `/** … *\/` comment into its text and tags. */
export function parseRouteDoc(comment: string): RouteDoc {
  const lines = comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim());
  const doc: RouteDoc = { what: '' };
  const text: string[] = [];
  let current: string[] = text;
  const tags: Record<string, string[]> = {};
  for (const line of lines) {
    const tag = /^@(who|endpoints|table|row|query)\b\s*(.*)$/.exec(line);
    if (tag) {
      current = tags[tag[1] as string] = [tag[2] as string];
    } else if (line.startsWith('@')) {
      throw new Error(`unknown tag in a route's doc comment: ${line}`);
    } else {
      current.push(line);
    }
  }
  const join = (parts: readonly string[] | undefined) =>
    parts?.filter(Boolean).join(' ').trim() || undefined;
  doc.what = join(text) ?? '';
  doc.who = join(tags.who);
  doc.endpoints = join(tags.endpoints);
  doc.table = join(tags.table);
  doc.row = join(tags.row);
  doc.query = join(tags.query);
  return doc;
}

/** The entries of one feature's `routes.ts`, in its order, with their doc comments. */
export function readRouteTable(file: string): RouteEntry[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const entries: RouteEntry[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineRoutes'
    ) {
      const [featureArg, , routesArg] = node.arguments;
      if (!featureArg || !ts.isStringLiteralLike(featureArg)) {
        throw new Error(`${file}: defineRoutes needs the feature's name as a string`);
      }
      if (!routesArg || !ts.isArrayLiteralExpression(routesArg)) {
        throw new Error(`${file}: defineRoutes needs its routes as an array literal`);
      }
      for (const element of routesArg.elements) {
        if (!ts.isObjectLiteralExpression(element)) continue;
        const path = stringProperty(element, 'path');
        if (path === undefined) throw new Error(`${file}: a route without a path`);
        const comment = (ts.getLeadingCommentRanges(text, element.pos) ?? [])
          .map((range) => text.slice(range.pos, range.end))
          .filter((raw) => raw.startsWith('/**'))
          .at(-1);
        const page = pageImport(element);
        const redirect = stringProperty(element, 'redirect');
        entries.push({
          feature: featureArg.text,
          path,
          ...(page ? { pageFile: pageModuleFile(file, page) } : {}),
          ...(redirect ? { redirect } : {}),
          ...(comment ? { doc: parseRouteDoc(comment) } : {}),
        });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return entries;
}

/** The file of the page module a route's `import('./pages/…')` loads. */
function pageModuleFile(routesFile: string, specifier: string): string {
  const base = resolve(dirname(routesFile), specifier);
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${routesFile}: no page module ${specifier}`);
  return file;
}

/** The request helpers that take an endpoint's name first (lib/request/endpoint.ts, kept.ts). */
const ENDPOINT_CALLS = new Set(['endpointQuery', 'callEndpoint', 'keptQuery']);

/** The name of the function declaration a node is inside, if any. */
function enclosingFunctionName(node: ts.Node): string | undefined {
  // The source file's `parent` is typed as a node but is undefined at run time.
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent as ts.Node | undefined) {
    if (ts.isFunctionDeclaration(at)) return at.name?.text;
  }
  return undefined;
}

/**
 * What the code of the pages can call, read with the compiler: from a page module's default
 * export, every declaration it names in `src` (functions, components, hooks, constants, the
 * modules it loads with `import()`), and in them every `endpointQuery('…')` and `callEndpoint('…')`.
 * Declarations, not whole modules: a feature's `api/` file names all its endpoints, a page calls
 * some of them.
 */
export class PageEndpoints {
  private readonly program: ts.Program;
  private readonly checker: ts.TypeChecker;
  private readonly byDeclaration = new Map<ts.Node, ReadonlySet<string>>();

  constructor(pageFiles: readonly string[]) {
    const configFile = join(H5_SRC, '..', 'tsconfig.json');
    const config = ts.getParsedCommandLineOfConfigFile(
      configFile,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!config) throw new Error(`cannot read ${configFile}`);
    // Only the app's own declarations are followed: libraries and packages are not loaded (the
    // endpoint names are string literals in the app's code; the contract is read at run time).
    const options = { ...config.options, noEmit: true, noLib: true, types: [] };
    const host = ts.createCompilerHost(options);
    host.resolveModuleNameLiterals = (literals, containingFile) =>
      literals.map((literal) => {
        const { resolvedModule } = ts.resolveModuleName(
          literal.text,
          containingFile,
          options,
          host,
        );
        return {
          resolvedModule: resolvedModule?.resolvedFileName.startsWith(H5_SRC)
            ? resolvedModule
            : undefined,
        };
      });
    this.program = ts.createProgram({ rootNames: pageFiles, options, host });
    this.checker = this.program.getTypeChecker();
  }

  /** The endpoints a page module's default export can call. */
  ofPage(pageFile: string): string[] {
    const source = this.program.getSourceFile(pageFile);
    const module = source && this.checker.getSymbolAtLocation(source);
    const page = module && this.checker.tryGetMemberInModuleExports('default', module);
    if (!page) throw new Error(`${pageFile}: a page module needs a default export`);
    const names = new Set<string>();
    const seen = new Set<ts.Node>();
    for (const declaration of this.declarationsOf(page)) this.walk(declaration, names, seen);
    return [...names];
  }

  private declarationsOf(symbol: ts.Symbol): ts.Declaration[] {
    const target =
      symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    return (target.declarations ?? []).filter((declaration) =>
      declaration.getSourceFile().fileName.startsWith(H5_SRC),
    );
  }

  /** The string literals an expression's type allows, when it is one or a union of them. */
  private literalStrings(expression: ts.Expression): string[] | undefined {
    const type = this.checker.getTypeAtLocation(expression);
    const members = type.isUnion() ? type.types : [type];
    const names = members.map((member) => (member.isStringLiteral() ? member.value : undefined));
    return names.every((name) => name !== undefined) ? names : undefined;
  }

  private walk(node: ts.Node, names: Set<string>, seen: Set<ts.Node>): void {
    if (seen.has(node)) return;
    seen.add(node);
    const visit = (child: ts.Node): void => {
      if (ts.isCallExpression(child)) {
        const [first] = child.arguments;
        if (
          ts.isIdentifier(child.expression) &&
          ENDPOINT_CALLS.has(child.expression.text) &&
          first &&
          ts.isStringLiteralLike(first)
        ) {
          names.add(first.text);
        } else if (
          ts.isIdentifier(child.expression) &&
          ENDPOINT_CALLS.has(child.expression.text) &&
          first
        ) {
          // A name chosen among literals (`STEPS[step]`): each of them. A helper that passes a
          // name on is listed above; anything else would leave its pages' endpoints unsaid.
          const chosen = this.literalStrings(first);
          if (chosen) for (const name of chosen) names.add(name);
          else if (!ENDPOINT_CALLS.has(enclosingFunctionName(child) ?? '')) {
            const { fileName } = child.getSourceFile();
            const { line } = child.getSourceFile().getLineAndCharacterOfPosition(child.getStart());
            throw new Error(
              `${relative(H5_SRC, fileName)}:${line + 1}: cannot tell which endpoints ` +
                `${child.expression.text} is given; name them, or list the helper in ENDPOINT_CALLS`,
            );
          }
        } else if (
          child.expression.kind === ts.SyntaxKind.ImportKeyword &&
          first &&
          ts.isStringLiteralLike(first)
        ) {
          const module = this.checker.getSymbolAtLocation(first);
          const loaded = module && this.checker.tryGetMemberInModuleExports('default', module);
          if (loaded)
            for (const declaration of this.declarationsOf(loaded))
              this.walk(declaration, names, seen);
        }
      } else if (ts.isIdentifier(child) && !ts.isImportSpecifier(child.parent)) {
        const symbol = this.checker.getSymbolAtLocation(child);
        if (symbol) {
          for (const declaration of this.declarationsOf(symbol)) {
            if (!isInside(child, declaration)) this.walk(declaration, names, seen);
          }
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
  }
}

function isInside(node: ts.Node, container: ts.Node): boolean {
  return (
    node.getSourceFile() === container.getSourceFile() &&
    node.pos >= container.pos &&
    node.end <= container.end
  );
}

const declarations = Object.values(endpoints as unknown as Readonly<Record<string, EndpointDef>>);

/** An endpoint as the tables show it: method, service and path. */
function endpointText(name: string): string {
  const endpoint = declarations.find((candidate) => candidate.name === name);
  if (!endpoint) throw new Error(`a page calls the endpoint "${name}", which the contract lacks`);
  return `\`${endpoint.method} ${endpoint.service} ${endpoint.path}\``;
}

/**
 * Endpoints of the kit that most pages reach, named in the tables by a word that the legend
 * (`<!-- pages:legend … -->`) spells out: the login form (with the agreement it links) and the
 * session's read of who is logged in.
 */
export const KIT_WORDS: readonly { word: string; names: readonly string[] }[] = [
  { word: 'login form', names: ['sendSmsCode', 'smsLogin', 'getAgreement'] },
  { word: 'session', names: ['me'] },
];

/** The endpoints of a row, in the contract's order, with the kit's groups as their word. */
function endpointsCell(called: ReadonlySet<string>, note: string | undefined): string {
  const words: string[] = [];
  const left = new Set(called);
  for (const { word, names } of KIT_WORDS) {
    if (names.every((name) => left.has(name))) {
      words.push(word);
      for (const name of names) left.delete(name);
    }
  }
  const order = (name: string) => declarations.findIndex((endpoint) => endpoint.name === name);
  const cells = [...left].sort((a, b) => order(a) - order(b)).map(endpointText);
  return [...cells, ...(note ? [note] : []), ...words].join(', ') || '—';
}

function legend(): string {
  return KIT_WORDS.map(
    ({ word, names }) => `- _${word}_: ${names.map(endpointText).join(', ')}`,
  ).join('\n');
}

/** The route tables of every feature, in the order of `src/features`. */
export function readAllRoutes(): RouteEntry[] {
  const features = join(H5_SRC, 'features');
  return readdirSync(features)
    .sort()
    .flatMap((feature) => {
      const file = join(features, feature, 'routes.ts');
      return existsSync(file) ? readRouteTable(file) : [];
    });
}

interface Row {
  table: string;
  feature: string;
  paths: string[];
  redirects: string[];
  doc: RouteDoc;
  endpoints: Set<string>;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The rows of every table, by table id, in the route tables' order. */
export function pageRows(routes: readonly RouteEntry[]): Map<string, Row[]> {
  const code = new PageEndpoints(routes.flatMap((route) => route.pageFile ?? []));
  const pageEndpoints = (file: string) => code.ofPage(file);
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const rowOf = new Map<string, Row>();
  const tables = new Map<string, Row[]>();
  const problems: string[] = [];
  for (const route of routes) {
    if (route.redirect !== undefined || route.doc?.row !== undefined) continue;
    if (!route.doc?.what || !route.doc.who) {
      problems.push(
        `${route.feature} ${route.path}: its route entry needs a doc comment with what the page does and @who`,
      );
      continue;
    }
    if (route.pageFile === undefined) {
      problems.push(`${route.feature} ${route.path}: a route without a page module`);
      continue;
    }
    const table = route.doc.table ?? route.feature;
    const row: Row = {
      table,
      feature: route.feature,
      paths: [route.path],
      redirects: [],
      doc: route.doc,
      endpoints: new Set(route.pageFile ? pageEndpoints(route.pageFile) : []),
    };
    rowOf.set(route.path, row);
    tables.set(table, [...(tables.get(table) ?? []), row]);
  }
  for (const route of routes) {
    const target = route.doc?.row ?? route.redirect;
    if (target === undefined) continue;
    const row = rowOf.get(target);
    if (!row) {
      problems.push(
        `${route.path}: ${target} has no row of its own (${byPath.has(target) ? 'it shares one' : 'no such route'})`,
      );
      continue;
    }
    if (route.redirect !== undefined) row.redirects.push(route.path);
    else {
      row.paths.push(route.path);
      if (route.pageFile) for (const name of pageEndpoints(route.pageFile)) row.endpoints.add(name);
    }
  }
  // The root is the app's, not a feature's: it lands on the home page (a redirect).
  rowOf.get(HOME_PATH)?.redirects.unshift('/');
  if (problems.length > 0) throw new Error(problems.join('\n'));
  // The feature's own pages first, then those of other features shown with them.
  for (const rows of tables.values()) {
    const own = (row: Row) => (row.feature === row.table.split(':')[0] ? 0 : 1);
    rows.sort((a, b) => own(a) - own(b));
  }
  return tables;
}

function renderTable(tableId: string, rows: readonly Row[]): string {
  const tableFeature = tableId.split(':')[0];
  const lines = [
    '| route | for whom | what | endpoints |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => {
      const query = row.doc.query ? `?${row.doc.query}` : '';
      const paths = row.paths.map((path) => `\`${path}${query}\``).join(', ');
      const also =
        row.redirects.length > 0
          ? ` (${row.redirects.map((path) => `\`${path}\``).join(', ')} redirects here)`
          : '';
      const feature = row.feature === tableFeature ? '' : ` (feature \`${row.feature}\`)`;
      return `| ${[
        paths + also + feature,
        row.doc.who ?? '',
        row.doc.what,
        endpointsCell(row.endpoints, row.doc.endpoints),
      ]
        .map(escapeCell)
        .join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}

/** `doc` with every table between the markers written from the route tables. */
export async function withPageTables(
  doc: string,
  routes: readonly RouteEntry[] = readAllRoutes(),
): Promise<string> {
  const tables = pageRows(routes);
  const used = new Set<string>();
  let out = '';
  let at = 0;
  for (const match of doc.matchAll(TABLE_START)) {
    const id = match[1] as string;
    const start = match.index + match[0].length;
    const end = doc.indexOf(TABLE_END, start);
    if (end === -1) throw new Error(`docs/pages.md: the table "${id}" has no ${TABLE_END}`);
    const rows = tables.get(id);
    if (id !== 'legend' && !rows) {
      throw new Error(`docs/pages.md: no route goes in the table "${id}"`);
    }
    used.add(id);
    out += `${doc.slice(at, start)}\n\n${rows ? renderTable(id, rows) : legend()}\n\n`;
    at = end;
  }
  out += doc.slice(at);
  const missing = [...tables.keys()].filter((id) => !used.has(id));
  if (missing.length > 0) {
    throw new Error(
      `docs/pages.md has no place for the table(s) ${missing.join(', ')}: add a marker under the feature's section`,
    );
  }
  const options = (await prettier.resolveConfig(PAGES_DOC)) ?? {};
  return prettier.format(out, { ...options, filepath: PAGES_DOC });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const doc = readFileSync(PAGES_DOC, 'utf8');
  const updated = await withPageTables(doc);
  writeFileSync(PAGES_DOC, updated);
  console.log(
    updated === doc
      ? `${relative(process.cwd(), PAGES_DOC)}: up to date`
      : `${relative(process.cwd(), PAGES_DOC)}: tables written`,
  );
}
