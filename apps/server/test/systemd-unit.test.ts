// The systemd unit operators run the server under (deploy/freight-server.service, README "Running
// under systemd"): systemd's own checker accepts it without a warning, it restarts the server when
// it fails, reads its environment from a file, runs it as a user of its own on the built bundle,
// and can write nothing but DATA_DIR. `systemd-analyze` comes from Debian's systemd, installed
// with apt when missing (scripts/lib.mjs); the test is skipped, saying why, only where apt cannot.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureSystemdAnalyze, root } from '../../../scripts/lib.mjs';

const UNIT = join(root, 'deploy/freight-server.service');

/** The unit's settings, `Key` → values in order (a key may repeat). */
function settings(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match)
      found.set(match[1] as string, [...(found.get(match[1] as string) ?? []), match[2] as string]);
  }
  return found;
}

describe('deploy/freight-server.service', () => {
  let unavailable: string | undefined;
  beforeAll(() => {
    try {
      ensureSystemdAnalyze();
    } catch (error) {
      unavailable = (error as Error).message;
    }
  }, 300_000);

  it('passes systemd-analyze verify without a warning', (context) => {
    if (unavailable) context.skip(`systemd-analyze cannot be installed here: ${unavailable}`);
    const verify = spawnSync('systemd-analyze', ['verify', UNIT], { encoding: 'utf8' });
    expect(verify.status, verify.stderr).toBe(0);
    // Unknown keys and bad values are only warnings for systemd: none is allowed here.
    expect(`${verify.stdout}${verify.stderr}`.trim()).toBe('');
    // Its exposure as systemd rates it (0 safest to 10): the hardening below holds.
    const security = spawnSync('systemd-analyze', ['security', '--offline=yes', UNIT], {
      encoding: 'utf8',
    });
    const exposure = /Overall exposure level for \S+: ([\d.]+)/.exec(security.stdout)?.[1];
    expect(Number(exposure), security.stdout + security.stderr).toBeLessThanOrEqual(2);
  });

  it('restarts on failure, runs the built bundle as its own user, and writes only DATA_DIR', () => {
    const unit = settings(readFileSync(UNIT, 'utf8'));
    const one = (key: string) => unit.get(key)?.at(-1);
    expect(one('Restart')).toBe('on-failure');
    expect(one('EnvironmentFile')).toMatch(/^\/etc\//);
    expect(one('User')).toMatch(/^(?!root$)\w+$/);
    expect(one('ExecStart')).toMatch(/^node .*\/apps\/server\/dist\/server\.mjs$/);
    expect(one('NoNewPrivileges')).toBe('yes');
    expect(one('ProtectSystem')).toBe('strict');
    expect(one('ReadWritePaths')).toBe(`${one('WorkingDirectory')}/.data`);
    // Longer than the server's own drain (10 s), so that SIGTERM lets requests finish.
    expect(Number(one('TimeoutStopSec'))).toBeGreaterThan(10);
  });
});
