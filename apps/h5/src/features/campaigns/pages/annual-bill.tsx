import type { AnnualBill } from '@freight/contract/endpoints/index';
import { useId, useRef, useState } from 'react';
import { copyOrSelect } from '@/lib/links/copy-link';
import { FormError } from '@/components/form/form-error';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { SharePoster } from '@/components/share-poster/share-poster';
import { useAnnualBill, useShareAnnualBill } from '../api/reports';
import {
  BILL_SHARE_PATH,
  BILL_YEAR,
  type BillFigureKey,
  BillFigures,
  billFigureItems,
  NoBill,
  ownBill,
  POSTER_FIGURES_BY_DEFAULT,
} from '../components/bill-parts';
import { useBillI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';

/**
 * docs/decisions/031. The year is the trips completed, in China time. "Share my year" asks the
 * server for the link's token (signed, kept in no table); income goes on the poster only when the
 * driver ticks it, and the shared page never shows it.
 */
export default function AnnualBillPage() {
  const { t } = useBillI18n();
  return (
    <PageFrame>
      <LoginGate userType={3} heading={t('bill.gate')}>
        {() => <Bill />}
      </LoginGate>
    </PageFrame>
  );
}

function Bill() {
  const { t } = useBillI18n();
  const bill = useAnnualBill(BILL_YEAR);
  return (
    <QueryView query={bill} rows={6}>
      {(data) =>
        data.trips === 0 ? (
          <NoBill />
        ) : (
          <>
            <BillFigures bill={ownBill(data)} heading={t('bill.figures')} />
            <Share data={data} />
          </>
        )
      }
    </QueryView>
  );
}

function Share({ data }: { data: AnnualBill }) {
  const { t, locale } = useBillI18n();
  const share = useShareAnnualBill(BILL_YEAR);
  const figures = billFigureItems(ownBill(data), t, locale);
  const [chosen, setChosen] = useState<readonly BillFigureKey[]>(POSTER_FIGURES_BY_DEFAULT);
  const choose = (key: BillFigureKey, on: boolean) =>
    setChosen((keys) => (on ? [...keys, key] : keys.filter((k) => k !== key)));
  const linkId = useId();
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const [poster, setPoster] = useState(false);
  const token = share.data?.token;
  const url = token
    ? `${location.origin}${location.pathname}#${BILL_SHARE_PATH}?t=${encodeURIComponent(token)}`
    : null;
  const field = useRef<HTMLInputElement>(null);
  // Older web-views have no clipboard API (or only on https): the link is selected to copy by hand.
  const copy = async (text: string) =>
    setCopied((await copyOrSelect(text, field.current)) ? 'done' : 'failed');
  return (
    <section className="fy-card">
      <h2>{t('bill.share')}</h2>
      <p>{t('bill.shareHint')}</p>
      {url ? (
        <>
          <div className="fy-field">
            <label htmlFor={linkId}>{t('bill.link')}</label>
            <input
              ref={field}
              id={linkId}
              className="fy-input"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
          </div>
          <button type="button" className="fy-button" onClick={() => void copy(url)}>
            {t('bill.copy')}
          </button>
          <p role="status">
            {copied === 'done' ? t('bill.copied') : copied === 'failed' ? t('bill.copyFailed') : ''}
          </p>
          <fieldset className="fy-field fy-radio">
            <legend>{t('bill.poster.choose')}</legend>
            {figures.map((figure) => (
              <label key={figure.key} className="fy-check">
                <input
                  type="checkbox"
                  checked={chosen.includes(figure.key)}
                  onChange={(event) => choose(figure.key, event.currentTarget.checked)}
                />
                <span>
                  <strong>{figure.label}</strong> {figure.value}
                </span>
              </label>
            ))}
          </fieldset>
          {poster ? (
            <SharePoster
              inviteUrl={url}
              title={t('bill.poster.title', { year: BILL_YEAR })}
              caption={t('bill.poster.caption')}
              figures={figures
                .filter((figure) => chosen.includes(figure.key))
                .map(({ label, value }) => ({ label, value }))}
              fileName={`annual-bill-${data.year}.png`}
            />
          ) : (
            <button
              type="button"
              className="fy-button fy-button--primary"
              onClick={() => setPoster(true)}
            >
              {t('bill.poster')}
            </button>
          )}
        </>
      ) : (
        <button
          type="button"
          className="fy-button fy-button--primary"
          disabled={share.isPending}
          aria-busy={share.isPending}
          onClick={() => share.mutate()}
        >
          {share.isPending ? t('bill.sharing') : t('bill.share')}
        </button>
      )}
      <FormError text={share.error ? share.error.message : null} />
    </section>
  );
}
