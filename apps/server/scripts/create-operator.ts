// Creates an operator account of the operator API (/ops/api), the way accounts are made in
// production (outside it, the server also prints a demo admin at start):
//
//   npx tsx apps/server/scripts/create-operator.ts alice operator
//   OPERATOR_PASSWORD='…' npx tsx apps/server/scripts/create-operator.ts bob admin
//
// Roles: viewer < operator < admin. Without OPERATOR_PASSWORD a password is generated and printed
// once. The creation is written to the audit log as done by this script and the OS user.
// It opens the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR); the
// embedded database admits one process at a time: stop the server first, or use PostgreSQL.

import { userInfo } from 'node:os';
import { OPERATOR_ROLES, type OperatorRole } from '@freight/contract/ops';
import { ConfigError, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { createOperator, OperatorAccountError } from '../src/modules/operators/accounts.ts';
import { generatePassword } from '../src/modules/operators/password.ts';

const USAGE = `usage: create-operator.ts <username> ${OPERATOR_ROLES.join('|')}
  password: OPERATOR_PASSWORD (at least 12 characters), else one is generated and printed`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [username, role] = process.argv.slice(2);
if (!username) fail(`A username is required.\n${USAGE}`);
if (!OPERATOR_ROLES.includes(role as OperatorRole)) fail(`Which role?\n${USAGE}`);
const given = process.env.OPERATOR_PASSWORD;
const password = given || generatePassword();

let database: Database;
try {
  database = await openDatabase(loadConfig());
  await database.setUp(async () => {});
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
try {
  await createOperator(
    database.db,
    { operatorId: null, name: `script:create-operator (${userInfo().username})` },
    { username, password, role: role as OperatorRole },
    Date.now(),
  );
} catch (error) {
  await database.close();
  if (error instanceof OperatorAccountError || error instanceof ConfigError) fail(error.message);
  throw error;
}
await database.close();
process.stdout.write(
  given
    ? `${username} (${role}) created.\n`
    : `${username} (${role}) created; password: ${password}\n`,
);
