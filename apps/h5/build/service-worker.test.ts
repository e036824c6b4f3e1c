import { describe, expect, it } from 'vitest';
import { buildVersion, workerScript } from './service-worker.ts';

describe('the service worker build', () => {
  it('versions the worker by the build’s files and HTML', () => {
    const files = ['assets/Ab3dE6f.js', 'assets/Xy12345.css', 'index.html'];
    const version = buildVersion(files, '<html>a</html>');
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    // The order the bundle lists them in does not matter; a new file name or new HTML does.
    expect(buildVersion([...files].reverse(), '<html>a</html>')).toBe(version);
    expect(buildVersion([...files, 'assets/New1234.js'], '<html>a</html>')).not.toBe(version);
    expect(buildVersion(files, '<html>b</html>')).not.toBe(version);
  });

  it('writes a classic script with the version in it, and nothing left to set', async () => {
    const script = await workerScript('0123456789ab');
    expect(script.startsWith('/* fy-h5 service worker, build 0123456789ab */\n')).toBe(true);
    expect(script).toMatch(/[`"']0123456789ab[`"']/);
    expect(script).not.toContain('BUILD_VERSION');
    // A classic worker script: no module syntax, no types.
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(() => new Function(script)).not.toThrow();
    // Caches are named so that the server's kill switch finds them (plugins/h5-static.ts).
    expect(script).toContain('fy-h5-');
    expect(script.length).toBeLessThan(4096);
  });
});
