import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One way to hold a form (docs/decisions/008): its values, draft, errors and send belong to the
// kit's form owner (use-form.ts), and so does its form state: that its send was tapped (`tried`)
// and its fields' errors. Checked over the source text of features/ and components/, so a new
// form cannot wire them by hand again.
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

/** Names of form state a form keeps by hand: that its send was tapped, its fields' errors. */
const FORM_STATE = /^(?:tried|touched|dirty|submitted|submitting|validated|values|\w*[eE]rrors?)$/;
/** The file shows fields: the kit's, a feature's own (`…-field`, `…-form`) or native inputs. */
const FIELDS = /from '[^']*(?:\/form\/[\w-]+|-fields?|-form)'|<(?:input|select|textarea)\b/;

/** What a file's source breaks of the one way, in words (empty: nothing). */
export function formOwnerViolations(text: string): string[] {
  const found: string[] = [];
  if (FIELDS.test(text)) {
    const states = /const\s*\[\s*(\w+)\s*(?:,\s*\w+\s*)?\]\s*=\s*(?:React\.)?useState\b/g;
    for (const [, name] of text.matchAll(states)) {
      if (name && FORM_STATE.test(name)) found.push(`keeps ${name} by hand, not through useForm`);
    }
  }
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
  it('finds a draft, a send key, a submit or form state wired by hand', () => {
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
    // Form state beside fields, with or without the owner: the owner's `tried` and `errors`.
    const fields = "import { TextField } from '@/components/form/text-field';\n";
    expect(
      formOwnerViolations(
        `${fields}const [tried, setTried] = useState(false);\nconst [fieldErrors, setFieldErrors] = useState<Errors>({});`,
      ),
    ).toEqual([
      'keeps tried by hand, not through useForm',
      'keeps fieldErrors by hand, not through useForm',
    ]);
    expect(
      formOwnerViolations(
        "import { useForm } from '@/components/form/use-form';\n<input />\nconst [touched, setTouched] = useState(false);",
      ),
    ).toEqual(['keeps touched by hand, not through useForm']);
    // Other state beside fields is the page's own (what was sent, a search typed), and state so
    // named without fields is no form's.
    expect(formOwnerViolations(`${fields}const [sent, setSent] = useState(false);`)).toEqual([]);
    expect(formOwnerViolations('const [errors, setErrors] = useState(0);')).toEqual([]);
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
