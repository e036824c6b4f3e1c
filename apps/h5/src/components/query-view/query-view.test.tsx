import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request/request-error';
import { QueryView, type QueryViewProps } from './query-view';

type Query = QueryViewProps<string[]>['query'];
const query = (overrides: Partial<Query>): Query => ({
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

const view = (q: Query) =>
  render(
    <QueryView query={q} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <ul>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );

describe('QueryView', () => {
  it('shows a skeleton announced as loading while the data loads', () => {
    view(query({ isPending: true }));
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
  });

  it('shows why it failed and retries once per tap', () => {
    const q = query({
      error: new RequestError('network', '网络不给力，请检查网络后重试', { status: 0 }),
    });
    view(q);
    expect(screen.getByRole('alert').textContent).toContain('网络不给力');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('keeps the data it showed when asking again fails, under the error and its retry', () => {
    const q = query({
      data: ['苏州', '上海'],
      error: new RequestError('network', '手机没有连接网络，请连上网络后再试', { status: 0 }),
    });
    view(q);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('没有连接网络');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('says when there is nothing, and shows the data otherwise', () => {
    const { unmount } = view(query({ data: [] }));
    expect(screen.getByRole('status').textContent).toBe('暂无内容');
    unmount();
    view(query({ data: ['苏州', '上海'] }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
