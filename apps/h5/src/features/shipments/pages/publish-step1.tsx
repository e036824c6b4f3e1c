import { MAX_STOPS } from '@freight/contract/endpoints/shipment-values';
import { todayInChina } from '@freight/contract/china-time';
import { useEffect } from 'react';
import { Link, useNavigate } from '@/lib/routing/router';
import { ChoiceField } from '@/components/form/choice-field';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { PageFrame } from '@/components/page/page-frame';
import { formatDate } from '@/lib/format/date-time';
import { useQuote } from '../api/flash-sale';
import { HoldBanner, useHoldLapsed, WithHold } from '../components/hold-banner';
import { PriceBreakdown } from '../components/price-breakdown';
import { TruckSummary } from '../components/truck-summary';
import {
  canAddStop,
  canRemoveStop,
  type HeldLine,
  loadDates,
  requestStops,
  setStops,
  type StopDraft,
  stopComplete,
  stopKind,
  updateStop,
  useStopPlace,
  useStops,
} from '../flow';
import { usePublishI18n } from '../i18n/catalogue';
import { useFlashSaleStore } from '../store/flash-sale-store';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/flash-sale.css';

/**
 * Everything typed is kept in the session across a reload or a trip to the address page; the hold
 * itself is the server's, so a new tab, web view or a restarted app finds it again.
 */
export default function PublishStep1Page() {
  return (
    <PageFrame>
      <WithHold>{(held) => <Step1 held={held} />}</WithHold>
    </PageFrame>
  );
}

function Step1({ held }: { held: HeldLine }) {
  const { t } = usePublishI18n();
  const navigate = useNavigate();
  const stops = useStops();
  const loadDate = useFlashSaleStore((state) => state.goodsLoadDate);
  const setLoadDate = useFlashSaleStore((state) => state.setGoodsLoadDate);
  const setRecommendPrice = useFlashSaleStore((state) => state.setRecommendPrice);
  const lapsed = useHoldLapsed(held);
  const complete = requestStops(stops);
  const quote = useQuote(held.line.lineId, complete);
  useEffect(() => {
    setRecommendPrice(quote.data?.recommendPriceFen ?? null);
  }, [quote.data, setRecommendPrice]);
  const today = todayInChina();
  const dates = loadDates(held.line.departureDate).filter((date) => date >= today);
  const dateLabel = (date: string) => formatDate(date, 'YYYY-MM-DD');
  const dateMissing = !loadDate || !dates.includes(loadDate);

  // The stops and the date live in the flow's store (a stop's place is picked on another page):
  // they are judged live once next was tapped. The form holds that tap and the send, which goes on
  // to step 2 when nothing is missing. No <form>: Enter in an address does not go on.
  const form = useForm<object, 'stops' | 'date'>({
    initial: {},
    check: () => ({
      stops: complete ? undefined : t('stop.missing'),
      date: dateMissing ? t('step1.dateMissing') : undefined,
    }),
    send: () => void navigate('/flashSale/publishStep2'),
  });
  const { tried } = form;

  return (
    <>
      <HoldBanner held={held} />
      <TruckSummary line={held.line} />
      <section className="fy-card" aria-labelledby="fy-stops">
        <h2 id="fy-stops">{t('step1.stops')}</h2>
        <ol className="fy-stops">
          {stops.map((stop, index) => (
            <li key={index}>
              <StopEditor stop={stop} index={index} stops={stops} tried={tried} />
            </li>
          ))}
        </ol>
        {canAddStop(stops) ? (
          <button
            type="button"
            className="fy-button"
            onClick={() => setStops([...stops.slice(0, -1), {}, ...stops.slice(-1)])}
          >
            {t('stop.add')}
          </button>
        ) : (
          <p className="fy-field__hint">{t('stop.max', { max: MAX_STOPS })}</p>
        )}
      </section>
      <section className="fy-card">
        <ChoiceField
          label={t('step1.date')}
          value={dateMissing ? '' : loadDate}
          options={dates}
          optionLabel={dateLabel}
          onChange={(value) => setLoadDate(value || null)}
          hint={t('step1.dateHint', { date: dateLabel(held.line.departureDate) })}
          error={tried && dateMissing ? t('step1.dateMissing') : null}
        />
      </section>
      <section className="fy-card" aria-labelledby="fy-price" aria-live="polite">
        <h2 id="fy-price">{t('step1.price')}</h2>
        {quote.data && complete ? (
          <PriceBreakdown quote={quote.data} />
        ) : (
          <p>{t('step1.priceFilling')}</p>
        )}
      </section>
      {/* The page's action, kept in view at the bottom as the page frame keeps its own. */}
      <nav className="fy-page__actions" aria-label={t('step1.next')}>
        <button
          type="button"
          className="fy-button fy-button--primary"
          disabled={lapsed}
          onClick={() => form.submit()}
        >
          {t('step1.next')}
        </button>
      </nav>
    </>
  );
}

function StopEditor({
  stop,
  index,
  stops,
  tried,
}: {
  stop: StopDraft;
  index: number;
  stops: readonly StopDraft[];
  tried: boolean;
}) {
  const { t } = usePublishI18n();
  const placeOf = useStopPlace();
  const kind = stopKind(stop, index, stops.length);
  const middle = index > 0 && index < stops.length - 1;
  const move = (to: number) => {
    const next = [...stops];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(to, 0, moved);
    setStops(next);
  };
  const label = `${index + 1}. ${t(kind === 'load' ? 'stop.load' : 'stop.unload')}`;
  return (
    <div className="fy-stop">
      <div className="fy-stop__head">
        <strong>{label}</strong>
        <Link className="fy-button" to={`/flashSale/mapSearch?stop=${index}`}>
          {stop.regionCode ? t('stop.change') : t('stop.pick')}
        </Link>
      </div>
      {stop.regionCode ? (
        <p className="fy-stop__place">
          {placeOf({ ...stop, regionCode: stop.regionCode, regionName: stop.regionName ?? '' })}
        </p>
      ) : null}
      {middle ? (
        <ChoiceField
          label={t('stop.kind')}
          value={kind}
          options={['load', 'unload'] as const}
          optionLabel={(value) => t(value === 'load' ? 'stop.load' : 'stop.unload')}
          onChange={(value) => updateStop(index, { kind: value || 'unload' })}
        />
      ) : null}
      <TextField
        label={`${label} · ${t('stop.address')}`}
        value={stop.address ?? ''}
        onChange={(address) => updateStop(index, { address })}
        maxLength={80}
        error={tried && !stopComplete(stop) ? t('stop.missing') : null}
      />
      <div className="fy-stop__tools">
        {index > 0 ? (
          <button type="button" className="fy-button" onClick={() => move(index - 1)}>
            {t('stop.up')}
          </button>
        ) : null}
        {index < stops.length - 1 ? (
          <button type="button" className="fy-button" onClick={() => move(index + 1)}>
            {t('stop.down')}
          </button>
        ) : null}
        {canRemoveStop(stops) ? (
          <button
            type="button"
            className="fy-button"
            onClick={() => setStops(stops.filter((_, i) => i !== index))}
          >
            {t('stop.remove')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
