import { useEffect, useState } from 'react';
import { formatDate } from '@/lib/format/date-time';
import { useI18n } from '@/lib/i18n/i18n';
import { keptSince } from '@/lib/request/kept';
import { KeptContext } from './kept-context';
import { QueryView, type QueryViewProps } from './query-view';
import './kept-query-view.css';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, in whole units (seconds under a minute, then minutes, hours, days), in the
 * reader's language with its plurals ("3 分钟前", "3 minutes ago", "1 minute ago"), by the
 * browser's own Intl.RelativeTimeFormat. A browser without it (iOS before 14) gets the time given,
 * `M-D HH:mm` on China's clock. Not formatRelativeTime: the spec's boundaries there make anything
 * under 30 minutes "just now", and the age of a kept answer is read by the minute.
 */
export function ageText(since: number, now: number, locale: string): string {
  const age = Math.max(0, now - since);
  if (typeof Intl.RelativeTimeFormat !== 'function') return formatDate(since, 'M-D HH:mm');
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    age < MINUTE
      ? [Math.max(1, Math.floor(age / SECOND)), 'second']
      : age < HOUR
        ? [Math.floor(age / MINUTE), 'minute']
        : age < DAY
          ? [Math.floor(age / HOUR), 'hour']
          : [Math.floor(age / DAY), 'day'];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-value, unit);
}

export interface KeptQueryViewProps<T> extends QueryViewProps<T> {
  query: QueryViewProps<T>['query'] & { dataUpdatedAt: number };
  /** The notice in the page's words, given the age ("更新于{age}": "更新于3分钟前"). */
  keptText: (age: string) => string;
}

/**
 * QueryView for a read whose last answer is kept on the phone (lib/request/kept.ts,
 * docs/decisions/048): while the page shows the kept answer it says how old it is, the parts
 * that must be current leave themselves out (`useKeptAnswer`), and nothing in it can be tapped
 * (`inert`), so nothing is drawn, grabbed or sent from it. Offline the kept answer stays, with its
 * age and the "no connection" error over it. The same elements stay when the server answers, so
 * what was painted is not painted again.
 */
export function KeptQueryView<T>({ query, children, keptText, ...props }: KeptQueryViewProps<T>) {
  const since = query.isPending ? null : keptSince(query);
  const kept = since !== null;
  return (
    <>
      {kept ? <KeptNotice since={since} text={keptText} /> : null}
      <QueryView query={query} {...props}>
        {(data) => (
          <KeptContext.Provider value={kept}>
            <div className="fy-kept" inert={kept} data-kept={kept || undefined}>
              {children(data)}
            </div>
          </KeptContext.Provider>
        )}
      </QueryView>
    </>
  );
}

/** "更新于3分钟前", counting on while the page stays open (offline, say). */
export function KeptNotice({ since, text }: { since: number; text: (age: string) => string }) {
  const { locale } = useI18n();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30 * SECOND);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="fy-kept-notice" role="status">
      {text(ageText(since, now, locale))}
    </p>
  );
}
