import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PHOTO_SLOTS } from './photo-slots';
import { PostForm, PostSent } from './post-form';
import { TextField } from './text-field';

function Form({ onSend, error = null }: { onSend: () => void; error?: string | null }) {
  return (
    <PostForm
      hint="审核通过后公开"
      photos={{ draft: EMPTY_PHOTO_SLOTS, update: () => {}, label: (n) => `照片${n}` }}
      onSend={onSend}
      busy={false}
      submitLabel="提交"
      busyLabel="提交中"
      error={error}
    >
      <TextField label="路段" value="" onChange={() => {}} />
    </PostForm>
  );
}

describe('a post for review', () => {
  it('reads the hint, the kind’s fields, then the photos and the send button', () => {
    const { container } = render(<Form onSend={() => {}} />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('novalidate')).not.toBeNull();
    expect(form?.firstElementChild?.textContent).toBe('审核通过后公开');
    const road = screen.getByLabelText('路段');
    const firstPhoto = screen.getByText('照片1');
    const send = screen.getByRole('button', { name: '提交' });
    expect(
      road.compareDocumentPosition(firstPhoto) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      firstPhoto.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('sends once per submit, without the browser leaving the page, and shows a refusal', () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} error="今天已经提交了 5 条路况，请明天再提交" />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('今天已经提交了 5 条路况，请明天再提交')).toBeTruthy();
  });

  it('once sent, says so as a status with the ways on', () => {
    render(
      <PostSent title="已提交" text="审核通过后公开">
        <a href="#/epidemic/index">返回</a>
      </PostSent>,
    );
    const status = screen.getByRole('status');
    expect(status.querySelector('h2')?.textContent).toBe('已提交');
    expect(status.textContent).toContain('返回');
  });
});
