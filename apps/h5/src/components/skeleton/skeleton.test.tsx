import { render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { PageSkeleton } from './skeleton';

// antd-mobile is loaded through Vitest without its hook dependencies inlined; the stand-ins show
// what PageSkeleton asks of it.
vi.mock('antd-mobile', () => ({
  Skeleton: {
    Title: () => <div className="adm-skeleton-title" />,
    Paragraph: ({ lineCount }: { lineCount: number }) => (
      <div className="adm-skeleton-paragraph" data-lines={lineCount} />
    ),
  },
}));

describe('PageSkeleton', () => {
  it('keeps a 10 px gutter and draws the rows asked for', () => {
    const { container } = render(<PageSkeleton rows={5} />);
    const skeleton = screen.getByRole('status', { name: '加载中' });
    expect(skeleton.style.getPropertyValue('--fy-skeleton-gutter')).toBe('10px');
    expect(container.querySelector('.adm-skeleton-paragraph')?.getAttribute('data-lines')).toBe(
      '5',
    );
  });
});
