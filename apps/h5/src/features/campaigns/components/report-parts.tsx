import type { ReactNode } from 'react';
import './reports.css';

// What the report pages share (docs/decisions/031): figures as a list of terms and values, each
// said in words (never by colour alone), wrapping at 320 px and 200 % text. Months and days in
// words are `formatMonth` and `formatDay` (lib/format/date-time.ts).

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
