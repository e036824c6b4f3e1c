/**
 * The spec's UI constants (SPEC §9), in one place. Shared components read them from here instead of
 * repeating numbers. The picker's (6 items, 44 px) are not here: choices are native selects, whose
 * wheel the phone itself draws (docs/decisions/012). The imperative parts (Toast, Dialog) are
 * configured with these constants by the shared feedback module, which only the pages that show
 * them load. No UI-kit import here: the skeleton and other plain components read these constants,
 * and a module shared that widely must not bring antd-mobile with it (`ui-provider.tsx` does).
 */
export const UI = {
  toast: { durationMs: 2000, type: 'success', width: '7.6em' },
  loadingText: '加载中',
  confirm: { cancelText: '取消', confirmText: '确定' },
  alert: { confirmText: 'OK' },
  imagePreview: { minZoom: 1 / 3, maxZoom: 3, swipeMs: 300, loop: true, doubleTapMs: 250 },
  lazyImage: { preloadScreens: 1.3, attempts: 3, throttleMs: 200 },
  popupZIndex: 2000,
  skeletonGutter: 10,
  debounceMs: 500,
  throttleMs: 500,
} as const;
