import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, I18nContext } from '@/lib/i18n/i18n';
import { RequestError } from '@/lib/request/request-error';
import { QueryError, queryErrorMessage } from './query-error';

const { t } = createI18n('zh-CN');

describe('queryErrorMessage', () => {
  it('tells each kind of failure in its own words', () => {
    const network = new RequestError('network', t('request.network'), { status: 0 });
    const timeout = new RequestError('network', t('request.timeout'), { status: 0 });
    const business = new RequestError('business', '活动已结束', { status: 200, code: 4001 });
    const http = new RequestError('http', '服务不可用', { status: 503 });
    expect(queryErrorMessage(network, t)).toBe('网络连接失败，请检查网络后重试');
    expect(queryErrorMessage(timeout, t)).toBe('网络较慢，请求超时，请稍后重试');
    expect(queryErrorMessage(business, t)).toBe('活动已结束');
    expect(queryErrorMessage(http, t)).toBe('服务不可用');
    expect(queryErrorMessage(new Error('TypeError: x is undefined'), t)).toBe(
      '操作没有成功，请稍后重试',
    );
  });
});

describe('QueryError', () => {
  it('announces the message and retries on tap', () => {
    const onRetry = vi.fn();
    render(
      <QueryError
        error={new RequestError('business', '名额已满', { status: 200 })}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('名额已满');
    const retry = screen.getByRole('button', { name: '重试' });
    expect(retry.className).toContain('fy-button'); // 44 px tall, 60 px in elder mode
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('waits while the query fetches again', () => {
    const onRetry = vi.fn();
    render(
      <I18nContext.Provider value={createI18n('en-US')}>
        <QueryError error={new Error('x')} onRetry={onRetry} retrying />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('That did not work. Please try again.');
    const retry = screen.getByRole('button', { name: 'Loading' });
    expect(retry).toHaveProperty('disabled', true);
    fireEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
