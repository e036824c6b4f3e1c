import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nContext, type Locale } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/request/query-client';
import { RequestError } from '@/lib/request/request-error';
import { type MobileCodeError, MobileCodeFields } from './mobile-code-fields';

const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock('@/lib/request/endpoint', () => ({ callEndpoint }));

function Form() {
  const [mobile, setMobile] = useState('13700000001');
  const [code, setCode] = useState('');
  const [error, setError] = useState<MobileCodeError>(null);
  return (
    <MobileCodeFields
      userType={3}
      mobile={mobile}
      code={code}
      onMobile={setMobile}
      onCode={setCode}
      error={error}
      onError={setError}
    />
  );
}

function renderForm(locale: Locale = 'zh-CN') {
  render(
    <I18nContext.Provider value={createI18n(locale)}>
      <QueryClientProvider client={createQueryClient()}>
        <Form />
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

/** Our server's refusal of a send, as the request client throws it. */
function refusal(status: number, code: number | undefined, data: unknown = null) {
  const response = code === undefined ? undefined : { status: { code, msg: 'x' }, data };
  return new RequestError('http', `HTTP ${status}`, { status, code, response });
}

const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('the mobile and code fields', () => {
  // A block, not an arrow returning the mock: a function returned from beforeEach is a cleanup.
  beforeEach(() => {
    callEndpoint.mockReset();
  });

  it('say a code may still arrive when the SMS provider was slow, and count down as after a send', async () => {
    callEndpoint.mockRejectedValue(
      refusal(504, 5040, { expiresInSeconds: 300, resendAfterSeconds: 60 }),
    );
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      '短信发送较慢：发往 137****0001 的验证码可能稍后到达，5 分钟内有效；也可以在倒计时结束后重新获取',
    );
    expect(described(screen.getByLabelText('手机号'))).toContain(notice.textContent);
    // Worded as the wait after a limit is: one countdown, one way of saying it.
    const button = screen.getByRole('button', { name: /^\d+ 秒后重发$/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('say it in English on an English page', async () => {
    callEndpoint.mockRejectedValue(
      refusal(504, 5040, { expiresInSeconds: 300, resendAfterSeconds: 60 }),
    );
    renderForm('en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The text to 137****0001 is slow to go out: the code may still arrive and works for 5 minutes, or ask for a new one when the countdown ends',
    );
  });

  it('take a bare 504 (a proxy’s, no envelope) as a failure, not a code on its way', async () => {
    callEndpoint.mockRejectedValue(refusal(504, undefined));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP 504');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(false);
  });

  it('show a number the provider will not text at the mobile field, in the rule’s words', async () => {
    callEndpoint.mockRejectedValue(
      refusal(422, 4220, {
        fields: [
          {
            field: 'mobile',
            rule: 'mobile.noSms',
            message: '这个号码收不到短信，请检查号码或换一个手机号',
          },
        ],
      }),
    );
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '这个号码收不到短信，请检查号码或换一个手机号',
    );
  });

  it('say texts are unavailable when the provider cannot send for now', async () => {
    callEndpoint.mockRejectedValue(refusal(503, 5030));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByRole('alert')).textContent).toBe('短信暂时无法发送，请稍后再试');
  });
});
