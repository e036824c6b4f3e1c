import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';
import { useSessionDraft } from './use-session-draft';

function Form({ id = 'test' }: { id?: string }) {
  const [draft, update, clear] = useSessionDraft(id, { text: '', mobile: '' });
  return (
    <>
      <TextAreaField
        label="问题或建议"
        maxLength={500}
        value={draft.text}
        onChange={(text) => update({ text })}
      />
      <button type="button" onClick={clear}>
        sent
      </button>
    </>
  );
}

afterEach(() => sessionStorage.clear());

describe('a form draft kept for the tab', () => {
  it('comes back after the form was left, and is gone once sent', () => {
    const first = render(<Form />);
    fireEvent.input(screen.getByLabelText('问题或建议'), { target: { value: '扣款时间没写清楚' } });
    first.unmount();
    const again = render(<Form />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('问题或建议').value).toBe('扣款时间没写清楚');
    fireEvent.click(screen.getByRole('button', { name: 'sent' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('问题或建议').value).toBe('');
    again.unmount();
    render(<Form />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('问题或建议').value).toBe('');
  });

  it('is kept per form, and a tampered or broken entry is dropped field by field', () => {
    sessionStorage.setItem('fy-draft:other', JSON.stringify({ text: 'elsewhere' }));
    sessionStorage.setItem('fy-draft:test', JSON.stringify({ text: 42, mobile: '13700001234' }));
    render(<Form />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('问题或建议').value).toBe('');
    sessionStorage.setItem('fy-draft:broken', '{not json');
    render(<Form id="broken" />);
    expect(screen.getAllByLabelText<HTMLTextAreaElement>('问题或建议')[1]?.value).toBe('');
  });

  it('counts what was written against the limit, read with the field', () => {
    render(<Form />);
    const area = screen.getByLabelText('问题或建议');
    fireEvent.input(area, { target: { value: '装货地址写错了' } });
    const described = document.getElementById(area.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('已写 7 / 500 字');
  });
});
