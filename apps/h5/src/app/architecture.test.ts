import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Imports flow one way: shared (lib, components, config) → features → app. A feature never imports
// another feature, and shared code never imports a feature or the app (the layering
// of bulletproof-react, docs/decisions/001). Checked over the source text, so a new file cannot slip past.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

function area(file: string): string {
  const parts = relative(src, file).split(/[\\/]/);
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? '');
}

function targetArea(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return area(join(src, specifier.slice(2)));
  if (specifier.startsWith('.')) return area(resolve(dirname(from), specifier));
  return null;
}

describe('import boundaries', () => {
  const files = sourceFiles(src).filter((file) => !relative(src, file).startsWith('test'));

  it('keeps features apart and shared code free of features and the app', () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = area(file);
      for (const specifier of importsOf(file)) {
        const to = targetArea(file, specifier);
        if (!to || to === from) continue;
        const sharedFrom = !from.startsWith('features/') && from !== 'app';
        const bad =
          (from.startsWith('features/') && (to.startsWith('features/') || to === 'app')) ||
          (sharedFrom && (to.startsWith('features/') || to === 'app'));
        if (bad) violations.push(`${relative(src, file)} imports ${specifier}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
