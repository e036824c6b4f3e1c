import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One way for a console form's save (docs/decisions/008, amended 2026-11-30): antd's Form owns the
// values, `useSave` (screens/editor-card.tsx) runs the save and shows its refusal. Checked over the
// source text of the screens, so a new screen cannot show a failed save another way again.
const screens = join(dirname(fileURLToPath(import.meta.url)), 'screens');
const owner = 'editor-card.tsx';

/** The text from an opening bracket at `from` to its closing one (brackets in strings count too). */
function balanced(text: string, from: number): string {
  const open = text[from];
  const close = open === '{' ? '}' : ')';
  let depth = 0;
  for (let at = from; at < text.length; at += 1) {
    if (text[at] === open) depth += 1;
    if (text[at] === close) depth -= 1;
    if (depth === 0) return text.slice(from + 1, at);
  }
  return text.slice(from + 1);
}

/** What a form's `onFinish` runs: the handler written there, or the function it names. */
function handlerOf(text: string, handler: string): string {
  if (!/^\w+$/.test(handler)) return handler;
  const declared = new RegExp(`(?:const|let) ${handler} = `).exec(text);
  if (!declared) return handler;
  const start = declared.index + declared[0].length;
  const rest = text.slice(start);
  // An arrow's body: to the end of the statement.
  const end = rest.search(/;\n/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** What a screen's source breaks of the one way, in words (empty: nothing). */
export function saveOwnerViolations(text: string): string[] {
  const found: string[] = [];
  if (/\bmessage\.error\(/.test(text)) found.push('says a refusal with message.error');
  if (/\.setFields\(/.test(text)) found.push('marks refused fields by hand');
  for (const match of text.matchAll(/onFinish=\{/g)) {
    const handler = balanced(text, match.index + 'onFinish='.length).trim();
    if (/\.mutate(?:Async)?\(/.test(handlerOf(text, handler))) {
      found.push(`saves in onFinish={${handler.replace(/\s+/g, ' ')}} without useSave`);
    }
  }
  for (const [form] of text.matchAll(/<Form\b[\s\S]*?<\/Form>/g)) {
    if (/\.error\.message\b/.test(form)) found.push('shows a refusal by hand in a <Form>');
  }
  return found;
}

/** How many of a screen's forms save through `useSave`: `onFinish` runs a save's `run`. */
function heldForms(text: string): number {
  return [...text.matchAll(/onFinish=\{/g)].filter((match) =>
    /\b\w+\.run(?:Async)?\b/.test(
      handlerOf(text, balanced(text, match.index + 'onFinish='.length).trim()),
    ),
  ).length;
}

const files = readdirSync(screens).filter((name) => /\.tsx?$/.test(name));

describe('a console form’s save', () => {
  it('finds a save wired by hand: a message, marked fields, a mutation in onFinish, an alert', () => {
    expect(saveOwnerViolations('onError: (error) => void message.error(error.message),')).toEqual([
      'says a refusal with message.error',
    ]);
    expect(saveOwnerViolations("form.setFields([{ name: 'title', errors: ['x'] }]);")).toEqual([
      'marks refused fields by hand',
    ]);
    expect(
      saveOwnerViolations('<Form onFinish={(fields) => create.mutate(fields)}></Form>'),
    ).toEqual(['saves in onFinish={(fields) => create.mutate(fields)} without useSave']);
    expect(
      saveOwnerViolations(
        'const submit = (fields: F) =>\n  login.mutate(fields, { onError });\n<Form onFinish={submit}>',
      ),
    ).toEqual(['saves in onFinish={submit} without useSave']);
    expect(
      saveOwnerViolations(
        '<Form onFinish={saving.run}>{save.isError ? <Alert message={save.error.message} /> : null}</Form>',
      ),
    ).toEqual(['shows a refusal by hand in a <Form>']);
    // A search form saves nothing; a save through useSave is the one way.
    expect(saveOwnerViolations('<Form onFinish={(fields) => setFilters(fields)}></Form>')).toEqual(
      [],
    );
    expect(
      saveOwnerViolations(
        '<Form onFinish={saving.run}>{saving.refusal({ marginBottom: 16 })}</Form>',
      ),
    ).toEqual([]);
  });

  it('goes through useSave on every screen', () => {
    const violations = files
      .filter((name) => name !== owner)
      .flatMap((name) =>
        saveOwnerViolations(readFileSync(join(screens, name), 'utf8')).map(
          (problem) => `${name} ${problem}`,
        ),
      );
    expect(violations).toEqual([]);
    // The forms it holds: the login and its second factor, one's password, the editors (EditorCard
    // and the campaign's, policies', broadcasts' and templates' own), the top-up and early end, an
    // operator account, the risk areas, a report turned down, a feedback's answer, and a user's
    // erasure, adjustment, coupon and withheld reward.
    const held = files.reduce(
      (count, name) => count + heldForms(readFileSync(join(screens, name), 'utf8')),
      0,
    );
    expect(held).toBeGreaterThanOrEqual(19);
  });
});
