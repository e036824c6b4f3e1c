import type { FlashSaleLine } from '@freight/contract/endpoints/index';
import { FormError } from '@/components/form/form-error';
import type { LineState } from '@freight/contract/endpoints/shipment-values';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '@/lib/routing/router';
import { yuan } from '@/lib/format/money';
import { useKitI18n } from '@/components/i18n/catalogue';
import { clockText } from '@/lib/format/clock-text';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { formatDate, formatShortDate } from '@/lib/format/date-time';
import { useCountdown } from '@/lib/format/use-countdown';
import { useSession } from '@/lib/identity/session';
import { useServerClock } from '@/lib/request/server-clock';
import { useValueTap } from '@/lib/request/request-id';
import { shipmentKeys, useGrabLine, useMyFlashSaleGrabs } from '../api/flash-sale';
import { type HeldLine, heldLineOf, resumeFlow, startFlow, useHeldLine } from '../flow';
import { useSaleListI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';
import './flash-sale.css';

/** A line's state at `now` (the server's clock): the list's answer ages, the clock does not. */
export function lineStateAt(line: FlashSaleLine, now: number): LineState {
  if (now >= Date.parse(line.endsAt)) return 'ended';
  if (now < Date.parse(line.startsAt)) return 'upcoming';
  return line.remaining > 0 ? 'running' : 'soldOut';
}

const ORDER: Record<LineState, number> = { running: 0, upcoming: 1, soldOut: 2, ended: 3 };

/** Running lines first, then those to come, then the sold out; by start, then departure. */
export function linesInOrder(lines: readonly FlashSaleLine[], now: number): FlashSaleLine[] {
  return [...lines].sort(
    (a, b) =>
      ORDER[lineStateAt(a, now)] - ORDER[lineStateAt(b, now)] ||
      Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
      a.departureDate.localeCompare(b.departureDate),
  );
}

/**
 * One flash-sale line: the route, the truck, the departure, the price against the usual one, the
 * trucks left, the countdown to its start or end by the server's clock, and the grab for a
 * logged-in shipper (one hold per tap however often tapped: the request id is made once per line
 * and kept in the flow, so a retry gets the same hold); while the server holds a truck for them,
 * the way on to publishing instead, and once their grabs on the line are used, that they are.
 */
export function LineCard({ line }: { line: FlashSaleLine }) {
  const { t } = useSaleListI18n();
  const kit = useKitI18n();
  const placeName = usePlaceName();
  const queryClient = useQueryClient();
  const { now, known } = useServerClock();
  const state = lineStateAt(line, now());
  const target =
    state === 'upcoming'
      ? Date.parse(line.startsAt)
      : state === 'running'
        ? Date.parse(line.endsAt)
        : null;
  const seconds = useCountdown(target, now);
  useEffect(() => {
    if (state !== line.state) {
      void queryClient.invalidateQueries({ queryKey: [...shipmentKeys.all, 'lines'] });
    }
  }, [state, line.state, queryClient]);
  const time = clockText(seconds, (days, clock) => t('sale.days', { days, time: clock }));
  const headingId = `fy-line-${line.lineId}`;
  return (
    <section className="fy-card fy-line" aria-labelledby={headingId} data-state={state}>
      <div className="fy-line__head">
        <h2 id={headingId}>
          {t('sale.route', {
            from: placeName(line.origin.regionCode, line.origin.name),
            to: placeName(line.destination.regionCode, line.destination.name),
          })}
        </h2>
        <strong className="fy-line__price">{t('sale.price', { yuan: yuan(line.priceFen) })}</strong>
      </div>
      <p className="fy-line__truck">
        {t('sale.truck', {
          type: kit.t(`vehicle.type.${line.vehicleType}`),
          length: line.vehicleLengthM,
          load: line.maxLoadKg / 1000,
        })}
        {' · '}
        {t('sale.departure', { date: formatDate(line.departureDate, 'M-D') })}
      </p>
      <p className="fy-line__was">
        <s>{t('sale.was', { yuan: yuan(line.originalPriceFen) })}</s>{' '}
        {t('sale.save', { yuan: yuan(line.originalPriceFen - line.priceFen) })}
        {' · '}
        {t('sale.hold', { minutes: Math.round(line.lockSeconds / 60) })}
      </p>
      <p>
        {t('sale.stock', { remaining: line.remaining, total: line.total })}
        <progress max={line.total} value={line.remaining} aria-hidden="true" />
      </p>
      <p className="fy-line__when">
        {state === 'running' && known ? t('sale.endsIn', { time }) : null}
        {state === 'upcoming' ? t('sale.startsAt', { date: formatShortDate(line.startsAt) }) : null}
        {state === 'upcoming' && known ? ` · ${t('sale.startsIn', { time })}` : null}
        {state === 'soldOut' ? t('sale.soldOut') : null}
        {state === 'ended' ? t('sale.ended') : null}
      </p>
      <Grab line={line} state={state} />
    </section>
  );
}

function Grab({ line, state }: { line: FlashSaleLine; state: LineState }) {
  const { t } = useSaleListI18n();
  const user = useSession().data;
  const shipper = user?.userType === 1;
  const local = useHeldLine();
  // The hold is the server's: a new tab, web view or a restarted app learns it from there. Until
  // it answers, this tab's own grab (if any) stands in.
  const grabs = useMyFlashSaleGrabs(shipper);
  const grab = useGrabLine();
  const tap = useValueTap();
  const navigate = useNavigate();
  const { now } = useServerClock();
  if (!shipper) return null;
  const mine = grabs.data?.grabs.find((entry) => entry.line.lineId === line.lineId);
  const held = grabs.data
    ? mine
      ? heldLineOf(mine)
      : null
    : local?.line.lineId === line.lineId
      ? local
      : null;
  if (held && Date.parse(held.expiresAt) > now()) return <Continue held={held} />;
  if (mine?.grabsLeft === 0 && state !== 'ended') {
    // Published, or lapsed (a lapsed grab still counts, ADR 015): a tap could only be refused.
    return (
      <button type="button" className="fy-button fy-button--primary" disabled>
        {t('sale.usedUp')}
      </button>
    );
  }
  const onGrab = () => {
    // One grab at a time; the same request id again after a lost answer: the same hold.
    if (!tap.start()) return;
    const requestId = tap.id();
    grab.mutate(
      { lineId: line.lineId, requestId },
      {
        onSuccess: (answer) => {
          tap.succeeded();
          startFlow({ line, requestId, expiresAt: answer.expiresAt }, answer.token);
          void navigate('/flashSale/publishStep1');
        },
        onSettled: tap.done,
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="fy-button fy-button--primary"
        disabled={state !== 'running' || grab.isPending}
        aria-busy={grab.isPending}
        onClick={onGrab}
      >
        {grab.isPending
          ? t('sale.grabbing')
          : state === 'upcoming'
            ? t('sale.upcoming')
            : state === 'running'
              ? t('sale.grab')
              : t(state === 'soldOut' ? 'sale.soldOut' : 'sale.ended')}
      </button>
      <FormError text={grab.isError ? grab.error.message : null} />
    </>
  );
}

/** The truck held for the shipper on this line: how long still, and the way back to publishing. */
function Continue({ held }: { held: HeldLine }) {
  const { t } = useSaleListI18n();
  const navigate = useNavigate();
  const { now } = useServerClock();
  const seconds = useCountdown(Date.parse(held.expiresAt), now);
  const time = clockText(seconds, (days, clock) => t('sale.days', { days, time: clock }));
  return (
    <>
      <p className="fy-line__held" role="timer" aria-live="off">
        {t('sale.heldFor', { time })}
      </p>
      <button
        type="button"
        className="fy-button fy-button--primary"
        onClick={() => {
          resumeFlow(held);
          void navigate('/flashSale/publishStep1');
        }}
      >
        {t('sale.continue')}
      </button>
    </>
  );
}
