// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { act, createElement as h, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { OpsApiError } from './api';
import { refusedFields, type Save, useSave } from './screens/editor-card';

// The one way a console form's save shows its refusal (docs/decisions/008, amended 2026-11-30),
// driven in a document: a real antd form, a real mutation, the server's refusal as the API gives it.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

interface Fields {
  title: string;
  summary: string;
}

const REFUSED = new OpsApiError(422, 40001, '参数校验失败: title, faceValueFen, unknown', [
  { field: 'title', message: '标题太长' },
  { field: 'faceValueFen', message: '面值须大于 0' },
  { field: 'unknown' },
]);

let root: Root | null = null;

async function render(children: ReactNode): Promise<void> {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  await act(async () => {
    root?.render(h(QueryClientProvider, { client }, h(App, null, children)));
    await Promise.resolve();
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Lets the mutation settle and React render what it answered. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let tick = 0; tick < 10; tick += 1) await new Promise((done) => setTimeout(done, 0));
  });
}

describe('a refusal at the form’s fields', () => {
  it('gives each field the form has its problems, by its name or the one `at` gives', () => {
    const names = [['title'], ['faceValueYuan'], ['tiers', 0, 'weight']];
    expect(refusedFields(REFUSED, names, { faceValueFen: 'faceValueYuan' })).toEqual([
      { name: ['title'], errors: ['标题太长'] },
      { name: ['faceValueYuan'], errors: ['面值须大于 0'] },
    ]);
    // Without `at` the fen field is not the form's; a nested name is matched by its path.
    const nested = new OpsApiError(422, 40001, '参数校验失败: tiers.0.weight', [
      { field: 'tiers.0.weight', message: '须为整数' },
      { field: 'tiers.0.weight' },
    ]);
    expect(refusedFields(nested, names)).toEqual([
      { name: ['tiers', 0, 'weight'], errors: ['须为整数', '参数校验失败: tiers.0.weight'] },
    ]);
    expect(refusedFields(new Error('网络错误'), names)).toEqual([]);
    expect(refusedFields(new OpsApiError(409, 40901, '已被他人修改'), names)).toEqual([]);
  });
});

describe('useSave', () => {
  it('runs a form’s save once at a time, marks the refused fields and says the refusal in the form', async () => {
    let sent = 0;
    let release: (() => void) | null = null;
    let saving: Save<Fields> | null = null;
    function Editor() {
      const [form] = Form.useForm<Fields>();
      const save = useMutation<unknown, OpsApiError, Fields>({
        mutationFn: () => {
          sent += 1;
          return new Promise((_, refuse) => {
            release = () => refuse(REFUSED);
          });
        },
      });
      saving = useSave(save, { form, labels: { title: 'epidemic.field.title' } });
      return h(
        Form<Fields>,
        { form, name: 'story', onFinish: saving.run },
        h(Form.Item, { label: '标题', name: 'title' }, h(Input)),
        h(Form.Item, { label: '摘要', name: 'summary' }, h(Input)),
        saving.refusal({ marginBottom: 16 }),
        h(Button, { htmlType: 'submit' }, '保存'),
      );
    }
    await render(h(Editor));
    const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]');
    // A click, and another send before the answer: one save.
    await act(async () => {
      submit?.click();
      await new Promise((done) => setTimeout(done, 20));
    });
    await settle();
    expect(sent).toBe(1);
    await act(async () => {
      saving?.run({ title: '又一次', summary: '' });
      await Promise.resolve();
    });
    expect(sent).toBe(1);
    await act(async () => {
      release?.();
      await Promise.resolve();
    });
    await settle();
    const title = document.querySelector('#story_title')?.closest('.ant-form-item');
    expect(title?.querySelector('.ant-form-item-explain-error')?.textContent).toBe('标题太长');
    const summary = document.querySelector('#story_summary')?.closest('.ant-form-item');
    expect(summary?.querySelector('.ant-form-item-explain-error')).toBeNull();
    // Said once, in the form, in the server's words, its fields named by the labels given.
    const alert = document.querySelectorAll('form .ant-alert-error');
    expect(alert).toHaveLength(1);
    expect(alert[0]?.textContent).toContain('参数校验失败: title, faceValueFen, unknown');
    expect(alert[0]?.textContent).toContain('请修改：');
    expect(alert[0]?.textContent).toContain('标题: 标题太长');
    expect(alert[0]?.textContent).toContain('faceValueFen: 面值须大于 0');
    expect(document.querySelector('.ant-message')?.textContent ?? '').toBe('');
    // Once the operator changes what was refused, the refusal has been read, and leaves.
    const input = document.querySelector<HTMLInputElement>('#story_title');
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, '短标题');
      input?.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
    });
    await settle();
    expect(document.querySelectorAll('form .ant-alert-error')).toHaveLength(0);
    // Sent again once refused.
    await act(async () => {
      submit?.click();
      await new Promise((done) => setTimeout(done, 20));
    });
    await settle();
    expect(sent).toBe(2);
  });

  it('says a refusal without a form in a message, in the same words, and rejects runAsync', async () => {
    let saving: Save<number> | null = null;
    function Row() {
      const unlock = useMutation<unknown, OpsApiError, number>({
        mutationFn: () => Promise.reject(new OpsApiError(409, 40901, '账号已被他人解锁')),
      });
      saving = useSave(unlock);
      return h('p', null, saving.refusal());
    }
    await render(h(Row));
    let refused: unknown = null;
    await act(async () => {
      await saving?.runAsync(7).catch((error: unknown) => {
        refused = error;
      });
    });
    await settle();
    expect(refused).toBeInstanceOf(OpsApiError);
    expect(document.querySelector('.ant-message')?.textContent).toContain('账号已被他人解锁');
    // Nothing on the page itself: the message is the one place.
    expect(document.querySelector('.ant-alert')).toBeNull();
  });
});
