import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { digitsAsTyped } from './normalize';
import { TextField } from './text-field';

function Mobile({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="手机号"
      hint="11位手机号"
      error={error}
      value={value}
      onChange={setValue}
      normalize={digitsAsTyped}
    />
  );
}

describe('a kit field', () => {
  it('is labelled, and its hint and error are read with it', () => {
    render(<Mobile error="请输入正确的11位手机号" />);
    const input = screen.getByLabelText('手机号');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['11位手机号', '请输入正确的11位手机号']);
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的11位手机号');
  });

  it('keeps what was typed, normalised as typed', () => {
    render(<Mobile />);
    const input = screen.getByLabelText<HTMLInputElement>('手机号');
    fireEvent.input(input, { target: { value: '１３７ 0000 1234' } });
    expect(input.value).toBe('13700001234');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });
});
