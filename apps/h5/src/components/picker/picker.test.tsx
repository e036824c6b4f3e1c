import { render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, I18nContext } from '@/lib/i18n/i18n';
import { AppCascadePicker, AppPicker, pickerSizeStyle } from './picker';

// antd-mobile's hooks come from ahooks, which Vitest does not inline (it would load real React), so
// the pickers are stand-ins that record the props we configure. The real wheel is covered by the
// browser tests of the pages that use it (ADR 005).
const received = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('antd-mobile', () => {
  const record = (props: Record<string, unknown>) => {
    received.push(props);
    return null;
  };
  return { Picker: record, CascadePicker: record };
});

const last = () => received.at(-1) ?? {};

describe('AppPicker', () => {
  it('shows 6 rows of 44 px', () => {
    expect(pickerSizeStyle).toEqual({ '--item-height': '44px', '--fy-picker-visible-items': '6' });
    render(<AppPicker columns={[['a', 'b']]} />);
    expect(last().style).toMatchObject(pickerSizeStyle);
    expect(last().className).toBe('fy-picker');
  });

  it('takes its button texts from the catalogue', () => {
    render(<AppPicker columns={[]} />);
    expect(last()).toMatchObject({ cancelText: '取消', confirmText: '确定' });
    render(
      <I18nContext.Provider value={createI18n('en-US')}>
        <AppCascadePicker options={[]} />
      </I18nContext.Provider>,
    );
    expect(last()).toMatchObject({ cancelText: 'Cancel', confirmText: 'OK' });
    expect(last().style).toMatchObject(pickerSizeStyle);
  });

  it('opens its popup at the popup z-index', () => {
    render(<AppPicker columns={[]} visible />);
    expect(last().popupStyle).toMatchObject({ '--z-index': '2000' });
  });
});
