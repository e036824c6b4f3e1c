import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One way to hold a form (docs/decisions/008): its values, draft, errors and send belong to the
// kit's form owner (use-form.ts). Checked over the source text of features/ and components/, so a
// new form cannot wire them by hand again.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const kit = join(src, 'components/form');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = ['features', 'components'].flatMap((dir) => sourceFiles(join(src, dir)));
const outsideKit = files.filter((file) => !file.startsWith(kit + '/'));

/** What a file's source breaks of the one way, in words (empty: nothing). */
export function formOwnerViolations(text: string): string[] {
  const found: string[] = [];
  for (const hook of ['useSessionDraft', 'useSendKey']) {
    if (new RegExp(`\\b${hook}\\s*[(<]`).test(text)) found.push(`calls ${hook}`);
  }
  for (const [handler] of text.matchAll(/onSubmit=\{[^}]*\}?/g)) {
    if (!/^onSubmit=\{\w+\.submit\}$/.test(handler)) found.push(`handles ${handler} by hand`);
  }
  if (/<form[\s>]/.test(text) && !/from '[^']*\/use-form'/.test(text)) {
    found.push('has a <form> without the form owner');
  }
  return found;
}

describe('the form owner', () => {
  it('finds a draft, a send key or a submit wired by hand', () => {
    expect(formOwnerViolations("const [d, u] = useSessionDraft('x', {});")).toEqual([
      'calls useSessionDraft',
    ]);
    expect(formOwnerViolations("const key = useSendKey('x');")).toEqual(['calls useSendKey']);
    expect(
      formOwnerViolations(
        "import { useForm } from '@/components/form/use-form';\n<form onSubmit={(event) => save(event)}>",
      ),
    ).toEqual(['handles onSubmit={(event) => save(event)} by hand']);
    expect(formOwnerViolations('<form className="x">')).toEqual([
      'has a <form> without the form owner',
    ]);
    expect(
      formOwnerViolations(
        "import { useForm } from '@/components/form/use-form';\n<form onSubmit={form.submit}>",
      ),
    ).toEqual([]);
  });

  it('holds every form of features/ and components/', () => {
    const violations = outsideKit.flatMap((file) =>
      formOwnerViolations(readFileSync(file, 'utf8')).map(
        (problem) => `${relative(src, file)} ${problem}`,
      ),
    );
    expect(violations).toEqual([]);
    // The forms it holds: eleven pages' forms and the verification steps' one (StepForm); the
    // posts sent for review hand the owner's submit to the kit's PostForm.
    const held = outsideKit.filter((file) =>
      /on(?:Submit|Send)=\{\w+\.submit\}/.test(readFileSync(file, 'utf8')),
    );
    expect(held.length).toBeGreaterThanOrEqual(12);
  });
});
