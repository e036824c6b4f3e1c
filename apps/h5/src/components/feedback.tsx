import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { appTranslate } from '@/lib/i18n/i18n';
import { UI } from './ui-config';
import './feedback.css';

// Toast, loading and dialogs with the spec's constants (SPEC §9). antd-mobile renders them into
// their own React roots; under React 19 it must be told how (`unstableSetRender`). This module is
// loaded on first use, never with the entry chunk.

unstableSetRender((node, container) => {
  const host = container as Element & { _fyRoot?: Root };
  host._fyRoot ??= createRoot(container);
  host._fyRoot.render(node);
  return async () => {
    await Promise.resolve();
    host._fyRoot?.unmount();
    delete host._fyRoot;
  };
});
Toast.config({ duration: UI.toast.durationMs });

export function showToast(
  content: string,
  icon: 'success' | 'fail' | undefined = UI.toast.type,
): void {
  Toast.show({ content, icon, duration: UI.toast.durationMs, maskClassName: 'fy-toast' });
}

export function showLoading(content: string = appTranslate('common.loading')): void {
  Toast.show({ content, icon: 'loading', duration: 0, maskClassName: 'fy-toast' });
}

export function hideLoading(): void {
  Toast.clear();
}

export function showAlert(title: string, content: string): Promise<void> {
  return Dialog.alert({ title, content, confirmText: UI.alert.confirmText });
}

export function showConfirm(title: string, content: string): Promise<boolean> {
  return Dialog.confirm({
    title,
    content,
    cancelText: appTranslate('common.cancel'),
    confirmText: appTranslate('common.confirm'),
  });
}
