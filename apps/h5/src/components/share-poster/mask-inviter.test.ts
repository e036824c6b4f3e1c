import { describe, expect, it } from 'vitest';
import { maskMobile, maskName } from './mask-inviter';

describe('the inviter on a poster', () => {
  it('shows the surname only', () => {
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('李雷')).toBe('李*');
    expect(maskName('王')).toBe('王');
    expect(maskName(' Li Lei ')).toBe('L*****');
  });

  it("shows the mobile's first three and last four digits", () => {
    expect(maskMobile('13812348000')).toBe('138****8000');
    expect(maskMobile('138 1234 8000')).toBe('138****8000');
    expect(maskMobile('0571-8888-1234')).toBe('********1234');
  });

  it('changes nothing when masked twice (a name the server masked already)', () => {
    expect(maskName(maskName('张三丰'))).toBe('张**');
    expect(maskMobile(maskMobile('13812348000'))).toBe('138****8000');
  });
});
