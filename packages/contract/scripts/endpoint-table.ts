// `npm run docs:contract`: writes the endpoint tables of docs/contract.md from the declarations,
// between their marker comments, so the page cannot drift from them: §8 from the H5's registry,
// §11 from the operator API's (ops/index.ts). A test (test/contract-doc.test.ts) fails when the
// page is out of date and names this command.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type Caller,
  clientFlags,
  DEFAULT_CLIENT_FLAGS,
  type EndpointDef,
} from '../src/endpoints/common.ts';
import { endpoints } from '../src/endpoints/index.ts';
import { OPS_API_PREFIX, type OpsEndpointDef } from '../src/ops/define.ts';
import { opsEndpoints } from '../src/ops/index.ts';

export const CONTRACT_DOC = fileURLToPath(new URL('../../../docs/contract.md', import.meta.url));
export const TABLE_START = '<!-- endpoints:start (npm run docs:contract writes this part) -->';
export const TABLE_END = '<!-- endpoints:end -->';
export const OPS_TABLE_START =
  '<!-- ops-endpoints:start (npm run docs:contract writes this part) -->';
export const OPS_TABLE_END = '<!-- ops-endpoints:end -->';

const CALLER_TEXT: Record<Caller, string> = {
  anyone: 'anyone',
  user: 'any logged-in user',
  shipper: 'a shipper',
  driver: 'a driver',
};

const FLAG_OFF_TEXT = {
  encrypt: 'plain form',
  loading: 'no loading indicator',
  errorDialog: 'no error dialog',
} as const;

/** The flags a declaration turns off, in words; empty for the defaults. */
function clientText(endpoint: EndpointDef): string {
  const flags = clientFlags(endpoint);
  return (Object.keys(DEFAULT_CLIENT_FLAGS) as (keyof typeof FLAG_OFF_TEXT)[])
    .filter((flag) => !flags[flag])
    .map((flag) => FLAG_OFF_TEXT[flag])
    .join(', ');
}

/** A Markdown table laid out as Prettier lays it out (the cells are ASCII). */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((cell, i) =>
    Math.max(3, cell.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** The generated part: the table, then one example request per endpoint. */
export function endpointTable(): string {
  const all = Object.values(endpoints) as readonly EndpointDef[];
  const rows = all.map((endpoint) => [
    `\`${endpoint.name}\``,
    `${endpoint.method} \`${endpoint.path}\``,
    endpoint.service,
    CALLER_TEXT[endpoint.caller],
    clientText(endpoint),
  ]);
  return [
    ...table(['name', 'method and path', 'service', 'caller', 'client flags off'], rows),
    '',
    'Example requests (GET: the query fields; otherwise the body fields):',
    '',
    ...all.map((endpoint) => `- \`${endpoint.name}\`: \`${JSON.stringify(endpoint.example)}\``),
  ].join('\n');
}

const ROLE_TEXT: Record<OpsEndpointDef['role'], string> = {
  public: 'anyone',
  viewer: 'viewer',
  operator: 'operator',
  admin: 'admin',
};

/** The operator API's part: a row per declaration, then one example request per endpoint. */
export function opsEndpointTable(): string {
  const rows = opsEndpoints.map((endpoint) => [
    `\`${endpoint.name}\``,
    `${endpoint.method} \`${OPS_API_PREFIX}${endpoint.path}\``,
    ROLE_TEXT[endpoint.role] + (endpoint.machineToken ? ' or machine token' : ''),
    endpoint.summary,
  ]);
  return [
    ...table(['name', 'method and path', 'least role', 'what it does'], rows),
    '',
    'Example requests (the path parameters, the query and the body each declares):',
    '',
    ...opsEndpoints.map(
      (endpoint) => `- \`${endpoint.name}\`: \`${JSON.stringify(endpoint.example)}\``,
    ),
  ].join('\n');
}

function between(doc: string, startMarker: string, endMarker: string, part: string): string {
  const start = doc.indexOf(startMarker);
  const end = doc.indexOf(endMarker);
  if (start === -1 || end < start) {
    throw new Error(`docs/contract.md needs the markers ${startMarker} and ${endMarker}`);
  }
  return `${doc.slice(0, start + startMarker.length)}\n\n${part}\n\n${doc.slice(end)}`;
}

/** `doc` with the generated parts between the markers replaced by the declarations' current ones. */
export function withEndpointTable(doc: string): string {
  const h5 = between(doc, TABLE_START, TABLE_END, endpointTable());
  return between(h5, OPS_TABLE_START, OPS_TABLE_END, opsEndpointTable());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const doc = readFileSync(CONTRACT_DOC, 'utf8');
  const updated = withEndpointTable(doc);
  writeFileSync(CONTRACT_DOC, updated);
  console.log(updated === doc ? 'docs/contract.md: up to date' : 'docs/contract.md: table written');
}
