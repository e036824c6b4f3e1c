import {
  CascadePicker,
  type CascadePickerProps,
  Picker,
  type PickerProps,
  type PickerRef,
} from 'antd-mobile';
import { type CSSProperties, forwardRef, type RefObject } from 'react';
import { useKitI18n } from '../i18n/catalogue';
import { usePopupZIndex, type ZIndexStyle } from '../popup/popup';
import { UI } from '../ui-config';
import './picker.css';

// Why: antd-mobile's picker shows 34 px rows in a 240 px wheel and takes its button texts from the
// ConfigProvider locale. SPEC §9 wants 6 visible rows of 44 px (44 px is also our touch-target
// minimum) and the buttons are ours (common.cancel / common.confirm). The popup joins our z-index
// stack (SPEC §9, popups from 2000).
//
// Not configurable: the "swipe 1000 ms" of SPEC §9 (UI.picker.swipeMs) is the wheel's momentum.
// antd-mobile animates the wheel with a react-spring spring (its own tension and friction) and
// exposes no duration, so the library's momentum stands in for it.

/** The CSS variables that size the wheel: 6 rows × 44 px (UI.picker). */
export const pickerSizeStyle = {
  '--item-height': `${UI.picker.itemHeight}px`,
  '--fy-picker-visible-items': String(UI.picker.visibleItems),
} as const;

type SizeStyle = CSSProperties & Partial<Record<keyof typeof pickerSizeStyle, string>>;

function usePickerDefaults(
  visible: boolean | undefined,
  style?: SizeStyle,
  popupStyle?: CSSProperties,
) {
  const { t } = useKitI18n();
  const zIndex = usePopupZIndex(visible ?? false);
  return {
    cancelText: t('common.cancel'),
    confirmText: t('common.confirm'),
    style: { ...pickerSizeStyle, ...style },
    popupStyle: { ...popupStyle, '--z-index': String(zIndex) } as ZIndexStyle,
  };
}

// antd-mobile's types predate React 19's `RefObject<T | null>`; the ref is passed on unchanged.
type LibraryRef = RefObject<PickerRef>;

function withClass(className: string | undefined): string {
  return className ? `fy-picker ${className}` : 'fy-picker';
}

export type AppPickerProps = PickerProps;

/** antd-mobile's `Picker` with the spec's rows and our texts; every prop can still be overridden. */
export const AppPicker = forwardRef<PickerRef, AppPickerProps>(function AppPicker(props, ref) {
  const defaults = usePickerDefaults(props.visible, props.style, props.popupStyle);
  return (
    <Picker
      cancelText={defaults.cancelText}
      confirmText={defaults.confirmText}
      {...props}
      ref={ref as LibraryRef}
      className={withClass(props.className)}
      style={defaults.style}
      popupStyle={defaults.popupStyle}
    />
  );
});

export type AppCascadePickerProps = CascadePickerProps;

/** The same for antd-mobile's `CascadePicker` (province → city → district and the like). */
export const AppCascadePicker = forwardRef<PickerRef, AppCascadePickerProps>(
  function AppCascadePicker(props, ref) {
    const defaults = usePickerDefaults(props.visible, props.style, props.popupStyle);
    return (
      <CascadePicker
        cancelText={defaults.cancelText}
        confirmText={defaults.confirmText}
        {...props}
        ref={ref as LibraryRef}
        className={withClass(props.className)}
        style={defaults.style}
        popupStyle={defaults.popupStyle}
      />
    );
  },
);
