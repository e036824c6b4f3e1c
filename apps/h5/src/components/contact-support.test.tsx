import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { FormError } from './form/form-error';

// "联系客服" gives the contact: a refusal that sends the reader to customer service comes with the
// number, as a link the phone dials.

describe('a form refusal', () => {
  it('that says to contact customer service gives the number to call', () => {
    render(<FormError text="该车牌号已被其他司机绑定，如有疑问请联系客服：400-000-0000" />);
    const call = screen.getByRole('link', { name: /拨打客服电话 400-000-0000/ });
    expect(call.getAttribute('href')).toBe('tel:4000000000');
    expect(call.className).toContain('fy-button');
  });

  it('that does not, has no number under it', () => {
    render(<FormError text="验证码错误，请重新输入" />);
    expect(screen.getByRole('alert').textContent).toBe('验证码错误，请重新输入');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
