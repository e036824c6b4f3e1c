import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link } from '@/lib/routing/router';
import { QueryView } from '@/components/query-view/query-view';
import { PageSkeleton } from '@/components/skeleton/skeleton';
import { clockText } from '@/lib/format/clock-text';
import { useCountdown } from '@/lib/format/use-countdown';
import { useSession } from '@/lib/identity/session';
import { useServerClock } from '@/lib/request/server-clock';
import { useMyFlashSaleGrabs } from '../api/flash-sale';
import { type HeldLine, heldLinesOf, resumeFlow, useHeldLine } from '../flow';
import { useFlashSaleI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import './flash-sale.css';

/**
 * How long the grabbed truck stays held, by the server's clock (right again when the phone wakes);
 * once it has lapsed, that it went back and whether the shipper may grab on the line again: the
 * server's count, since a lapsed grab still counts (ADR 015). `lapsed` tells the page.
 */
export function HoldBanner({ held }: { held: HeldLine }) {
  const { t } = useFlashSaleI18n();
  const { now } = useServerClock();
  const seconds = useCountdown(Date.parse(held.expiresAt), now);
  const shipper = useSession().data?.userType === 1;
  const grabs = useMyFlashSaleGrabs(shipper && seconds === 0);
  if (seconds > 0) {
    const time = clockText(seconds, (days, clock) => t('sale.days', { days, time: clock }));
    return (
      <p className="fy-hold" role="timer" aria-live="off">
        {t('hold.left', { time })}
      </p>
    );
  }
  // Until the server says, no promise either way.
  const left = grabs.data?.grabs.find((grab) => grab.line.lineId === held.line.lineId)?.grabsLeft;
  const again = left === null || (left !== undefined && left > 0);
  return (
    <div className="fy-hold fy-hold--lapsed" role="alert">
      <p>
        {left === undefined
          ? t('hold.lapsed')
          : left === null
            ? t('hold.lapsed.unlimited')
            : left === 0
              ? t('hold.lapsed.usedUp')
              : t('hold.lapsed.left', { left })}
      </p>
      <Link className="fy-button" to="/flashSale/index">
        {again ? t('hold.again') : t('hold.toLines')}
      </Link>
    </div>
  );
}

/**
 * A step of the flow with the truck held for the shipper: this tab's while it runs, else the one
 * the server holds for them (grabbed in another tab or web view, or before the app restarted; the
 * soonest to lapse), else this tab's lapsed one (said as lapsed), else the way to grab one.
 */
export function WithHold({ children }: { children: (held: HeldLine) => ReactNode }) {
  const local = useHeldLine();
  const session = useSession();
  const { now } = useServerClock();
  const running = local !== null && Date.parse(local.expiresAt) > now();
  const shipper = session.data?.userType === 1;
  const grabs = useMyFlashSaleGrabs(shipper && !running);
  if (running) return <>{children(local)}</>;
  if (session.isPending) return <PageSkeleton rows={3} />;
  if (!shipper) return local ? <>{children(local)}</> : <NoHold />;
  return (
    <QueryView query={grabs} rows={3}>
      {(data) => {
        const [held] = heldLinesOf(data.grabs);
        if (held) return <Resume held={held} />;
        return local ? <>{children(local)}</> : <NoHold />;
      }}
    </QueryView>
  );
}

/** Takes the server's hold into this tab's flow; the page shows it once the store has it. */
function Resume({ held }: { held: HeldLine }) {
  useEffect(() => resumeFlow(held), [held]);
  return <PageSkeleton rows={3} />;
}

/** A step of the flow opened without a truck held (a bookmark, a new tab): the way to grab one. */
export function NoHold() {
  const { t } = useFlashSaleI18n();
  return (
    <section className="fy-card" role="status">
      <p>{t('hold.none')}</p>
      <Link className="fy-button fy-button--primary" to="/flashSale/index">
        {t('hold.toList')}
      </Link>
    </section>
  );
}

/** Whether the hold has lapsed by the server's clock (for the pages' submit buttons). */
export function useHoldLapsed(held: HeldLine | null): boolean {
  const { now } = useServerClock();
  const seconds = useCountdown(held ? Date.parse(held.expiresAt) : null, now);
  return held !== null && seconds === 0;
}
