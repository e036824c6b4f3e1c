import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/i18n';

/** Gives antd-mobile the app's locale (its own texts: a dialog's buttons, an empty list). */
export function UiProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <ConfigProvider locale={locale === 'en-US' ? enUS : zhCN}>{children}</ConfigProvider>;
}
