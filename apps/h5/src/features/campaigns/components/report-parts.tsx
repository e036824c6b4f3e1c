import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/i18n';
import './reports.css';

// What the report pages share (docs/decisions/031): a month in words, and figures as a list of
// terms and values, each said in words (never by colour alone), wrapping at 320 px and 200 % text.

/** `2026-10` → `2026年10月` / `October 2026`. */
export function monthLabel(month: string, locale: Locale): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  if (locale === 'zh-CN') return `${year}年${m}月`;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year, m - 1, 1));
}

/** `2023-01-01` → `2023年1月1日` / `1 January 2023`. */
export function dayLabel(day: string, locale: Locale): string {
  const [year = 0, m = 1, d = 1] = day.split('-').map(Number);
  if (locale === 'zh-CN') return `${year}年${m}月${d}日`;
  return new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, m - 1, d));
}

export interface FigureItem {
  label: string;
  value: ReactNode;
}

/** A card of figures under a heading: each a term and its value. */
export function Figures({ heading, items }: { heading: string; items: readonly FigureItem[] }) {
  return (
    <section className="fy-card">
      <h2>{heading}</h2>
      <dl className="fy-report__figures">
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
