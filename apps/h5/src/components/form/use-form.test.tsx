import { BUSINESS_CODES } from '@freight/contract/business-codes';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request/request-error';
import { refusalAt } from './field-refusals';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { type FormErrors, useForm } from './use-form';

type Field = 'title' | 'mobile';
type Values = { title: string; mobile: string; code: string };

interface Props {
  send: (values: Values, requestId: string) => Promise<FormErrors<Field> | void>;
  draft?: string;
}

function Post({ send, draft = 'post' }: Props) {
  const form = useForm<Values, Field>({
    draft,
    keep: ['title', 'mobile'],
    initial: { title: '', mobile: '', code: '' },
    check: ({ title }) => (title.trim() ? {} : { title: '请填写标题' }),
    refusal: refusalAt({ title: 'title', mobileNumber: 'mobile' }),
    send: (values, { requestId }) => send(values, requestId(values)),
  });
  return (
    <form onSubmit={form.submit} noValidate data-tried={form.tried}>
      <TextField
        label="标题"
        value={form.values.title}
        onChange={form.edit('title')}
        error={form.errors.title}
      />
      <TextField
        label="手机号"
        value={form.values.mobile}
        onChange={form.edit('mobile')}
        error={form.errors.mobile}
      />
      <TextField label="验证码" value={form.values.code} onChange={form.edit('code', 'mobile')} />
      <SubmitButton busy={form.busy} busyLabel="提交中">
        提交
      </SubmitButton>
      <FormError text={form.errors.form ?? null} />
    </form>
  );
}

function refusal(fields: { field: string; rule?: string; message: string }[]) {
  return new RequestError('business', '参数错误', {
    status: 200,
    code: BUSINESS_CODES.VALIDATION_FAILED,
    response: { code: BUSINESS_CODES.VALIDATION_FAILED, data: { fields } },
  });
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const tap = () => fireEvent.click(screen.getByRole('button'));
const settle = () => act(async () => {});

afterEach(() => sessionStorage.clear());

describe('the form owner', () => {
  it('keeps the named values for the tab, not the others, and forgets them once sent', async () => {
    const send = vi.fn(async () => undefined);
    const first = render(<Post send={send} />);
    type('标题', '路口排队');
    type('手机号', '13800138000');
    type('验证码', '123456');
    first.unmount();
    const again = render(<Post send={send} />);
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('路口排队');
    expect(screen.getByLabelText<HTMLInputElement>('手机号').value).toBe('13800138000');
    expect(screen.getByLabelText<HTMLInputElement>('验证码').value).toBe('');
    tap();
    await settle();
    expect(send).toHaveBeenCalledOnce();
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('');
    again.unmount();
    render(<Post send={send} />);
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('');
  });

  it('checks its rules before it sends, and an edit takes the field error away', async () => {
    const send = vi.fn(async () => undefined);
    render(<Post send={send} />);
    const form = screen.getByRole('button').closest('form')!;
    expect(form.dataset.tried).toBe('false');
    tap();
    await settle();
    expect(form.dataset.tried).toBe('true');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('请填写标题')).toBeTruthy();
    type('标题', '路');
    expect(screen.queryByText('请填写标题')).toBeNull();
  });

  it("puts the server's refusal of a field at that field, the rest under the button", async () => {
    const send = vi.fn(async () => {
      throw refusal([
        { field: 'mobileNumber', rule: 'mobile.format', message: '手机号格式不对' },
        { field: 'city', rule: 'city.unknown', message: '请选择城市' },
      ]);
    });
    render(<Post send={send} />);
    type('标题', '路口排队');
    tap();
    await settle();
    expect(screen.getByText('手机号格式不对')).toBeTruthy();
    expect(screen.getByText('请选择城市').className).toBe('fy-form__error');
    // The code is another value whose edit clears the mobile's error (they share the field).
    type('验证码', '1');
    expect(screen.queryByText('手机号格式不对')).toBeNull();
    // The form's own error stays until the next send.
    expect(screen.getByText('请选择城市')).toBeTruthy();
  });

  it("shows a failure that names no field in the request's words, and keeps the draft", async () => {
    const send = vi.fn(async () => {
      throw new RequestError('network', '网络不给力，请稍后再试', { status: 0 });
    });
    render(<Post send={send} />);
    type('标题', '路口排队');
    tap();
    await settle();
    expect(screen.getByText('网络不给力，请稍后再试')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('路口排队');
  });

  it('sends once per tap while it runs, busy meanwhile, and the retry has the same key', async () => {
    let answer: (errors?: FormErrors<Field>) => void = () => {};
    const send = vi.fn(
      (_values: Values, _key: string) =>
        new Promise<FormErrors<Field> | void>((resolve) => (answer = resolve)),
    );
    render(<Post send={send} />);
    type('标题', '路口排队');
    tap();
    tap();
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    await settle();
    expect(send).toHaveBeenCalledOnce();
    expect(screen.getByRole('button').textContent).toBe('提交中');
    expect(screen.getByRole<HTMLButtonElement>('button').disabled).toBe(true);
    // An error found while sending is shown, and the form counts as not sent.
    await act(async () => answer({ title: '标题已被使用' }));
    await settle();
    expect(screen.getByText('标题已被使用')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('提交');
    tap();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
  });
});
