import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedListProps } from './paged-list';

interface Page {
  items: string[];
}
type Query = PagedListProps<Page, string>['query'];

const query = (pages: Page[] | undefined, overrides: Partial<Query> = {}): Query => ({
  data: pages && { pages, pageParams: pages.map((_, i) => i) },
  error: null,
  isPending: pages === undefined,
  isFetching: false,
  refetch: vi.fn(),
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...overrides,
});

const list = (q: Query) =>
  render(
    <PagedList query={q} itemsOf={(page) => page.items} emptyText="还没有记录" moreLabel="查看更多">
      {(items, more) => (
        <section>
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {more}
        </section>
      )}
    </PagedList>,
  );

describe('PagedList', () => {
  it('lists the items of every page read, in order, and asks for the next page once per tap', () => {
    const q = query([{ items: ['a', 'b'] }, { items: ['c'] }], { hasNextPage: true });
    list(q);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'a',
      'b',
      'c',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows no button after the last page, and the empty state when no page has an item', () => {
    const { unmount } = list(query([{ items: ['a'] }]));
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    list(query([{ items: [] }, { items: [] }]));
    expect(screen.getByRole('status').textContent).toBe('还没有记录');
  });

  it("shows the page's own empty state in place of the kit's when it gives one", () => {
    render(
      <PagedList
        query={query([{ items: [] }])}
        itemsOf={(page) => page.items}
        empty={
          <section className="fy-card" role="status">
            <p>还没有佣金</p>
            <a href="/oldInviteNew/index">去邀请</a>
          </section>
        }
        moreLabel="查看更多"
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedList>,
    );
    expect(screen.getByRole('status').textContent).toBe('还没有佣金去邀请');
    expect(screen.getByRole('link', { name: '去邀请' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.querySelector('.fy-query-view__empty')).toBeNull();
  });

  it('shows the skeleton while the first page loads', () => {
    list(query(undefined));
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
  });
});
