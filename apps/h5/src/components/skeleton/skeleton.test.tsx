import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { PageSkeleton } from './skeleton';

describe('PageSkeleton', () => {
  it('is announced once as loading, keeps a 10 px gutter and draws the rows asked for', () => {
    const { container } = render(<PageSkeleton rows={5} />);
    const skeleton = screen.getByRole('status', { name: '加载中' });
    expect(skeleton.style.getPropertyValue('--fy-skeleton-gutter')).toBe('10px');
    // A title bar and five lines, all hidden from screen readers.
    expect(container.querySelectorAll('.fy-skeleton__bar[aria-hidden="true"]')).toHaveLength(6);
  });
});
