// Reviews a driver's submitted verification profile from the command line: a thin client of the
// operator API (ADR 014, ADR 023). It logs in as an operator (role operator or admin), finds the
// driver with GET /ops/api/users?mobile=, and sends the decision to
// POST /ops/api/drivers/verifications/:userId/review, so the API's rules, roles and audit log apply
// (the record names the operator who logged in); it never opens the database.
//
//   OPS_USER=alice OPS_PASSWORD='…' npx tsx apps/server/scripts/review-driver.ts 13900000003 approve
//   npx tsx apps/server/scripts/review-driver.ts 13900000003 reject \
//     --reason "idCardFrontKey:照片模糊，请重新拍摄" --reason "licenceExpiry:与驾驶证不一致"
//
// The server must be running: OPS_URL is its origin (default http://127.0.0.1:8080). An operator
// with a second factor also sets OPS_TOTP_SECRET (the script computes the code) or OPS_TOTP_CODE.

import { DRIVER_PROFILE_FIELDS } from '@freight/contract/endpoints/driver';
import {
  type DriverReview,
  OpsApiClient,
  OpsApiError,
  opsLoginFromEnv,
  reviewDriverByMobile,
} from './ops-client.ts';

const USAGE = `usage: review-driver.ts <mobile> approve|reject [--reason field:text]...
  fields: ${DRIVER_PROFILE_FIELDS.join(', ')}
  environment: OPS_URL (default http://127.0.0.1:8080), OPS_USER, OPS_PASSWORD, and with a
  second factor OPS_TOTP_SECRET (the code is computed) or OPS_TOTP_CODE`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parseArgs(argv: string[]): DriverReview {
  const [mobile, decision, ...rest] = argv;
  if (!mobile || !/^1\d{10}$/.test(mobile)) fail(`A mobile number is required.\n${USAGE}`);
  if (decision !== 'approve' && decision !== 'reject') fail(`approve or reject?\n${USAGE}`);
  const reasons: DriverReview['reasons'] = [];
  for (let i = 0; i < rest.length; i++) {
    const value = rest[i] === '--reason' ? rest[++i] : undefined;
    const separator = value?.indexOf(':') ?? -1;
    if (!value || separator <= 0)
      fail(`Expected --reason field:text, got "${rest[i] ?? ''}".\n${USAGE}`);
    reasons.push({ field: value.slice(0, separator), reason: value.slice(separator + 1) });
  }
  if (decision === 'reject' && reasons.length === 0) {
    fail('A rejection needs at least one reason (field:text), for the driver to act on.');
  }
  return { mobile, decision, reasons };
}

const review = parseArgs(process.argv.slice(2));
try {
  const login = opsLoginFromEnv();
  const client = new OpsApiClient(login.url);
  await client.login(login.username, login.password, login.code);
  try {
    process.stdout.write(`${await reviewDriverByMobile(client, review)}\n`);
  } finally {
    await client.logout().catch(() => {});
  }
} catch (error) {
  if (error instanceof OpsApiError) fail(error.message);
  throw error;
}
