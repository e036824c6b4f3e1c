import { BUSINESS_CODES } from '@freight/contract/business-codes';
import { PACKAGINGS, type Packaging } from '@freight/contract/endpoints/shipment-values';
import { useId, useState } from 'react';
import { Link } from '@/lib/routing/router';
import { ChoiceField } from '@/components/form/choice-field';
import { DecimalField } from '@/components/form/decimal-field';
import { refusalAt } from '@/components/form/field-refusals';
import { useFieldRules } from '@/components/form/field-rules';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { PageFrame } from '@/components/page/page-frame';
import { yuanFixed } from '@/lib/format/money';
import { useRegionName } from '@/lib/regions/use-place-name';
import { isRequestError } from '@/lib/request/request-error';
import { useGrabLine, usePublishShipment, useQuote, useUpdateShipment } from '../api/flash-sale';
import { HoldBanner, WithHold } from '../components/hold-banner';
import { PriceBreakdown } from '../components/price-breakdown';
import {
  type GoodsDraft,
  type HeldLine,
  requestGoods,
  requestReceipt,
  requestStops,
  setGoodsDraft,
  typedNumber,
  useGoodsDraft,
  useReceiptDraft,
  useStops,
} from '../flow';
import { usePublishI18n } from '../i18n/catalogue';
import { useFlashSaleStore } from '../store/flash-sale-store';
import { receiptProblems } from '../components/receipt-problems';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/flash-sale.css';

type Field = 'name' | 'weight' | 'volume' | 'packaging' | 'remarks' | 'receipt' | 'confirm';

/** The request's fields by the form's (a refusal lands at its field; stops and date: step 1). */
const AT: Readonly<Record<string, Field>> = {
  'goods.name': 'name',
  'goods.weightKg': 'weight',
  'goods.volumeM3': 'volume',
  'goods.packaging': 'packaging',
  'goods.remarks': 'remarks',
  'receipt.name': 'receipt',
  'receipt.mobile': 'receipt',
  'receipt.regionCode': 'receipt',
  'receipt.regionName': 'receipt',
  'receipt.address': 'receipt',
};

/** What is wrong with the goods as typed, for a truck that carries `maxLoadKg`. */
export function goodsProblems(
  draft: GoodsDraft,
  maxLoadKg: number | null,
): Partial<Record<Field, 'required' | 'number' | 'weight'>> {
  const problems: Partial<Record<Field, 'required' | 'number' | 'weight'>> = {};
  if (!draft.name.trim()) problems.name = 'required';
  const weight = typedNumber(draft.weightT);
  if (weight === null || weight <= 0) problems.weight = draft.weightT ? 'number' : 'required';
  else if (maxLoadKg !== null && weight * 1000 > maxLoadKg) problems.weight = 'weight';
  const volume = typedNumber(draft.volumeM3);
  if (volume === null || volume <= 0 || volume > 200) {
    problems.volume = draft.volumeM3 ? 'number' : 'required';
  }
  if (draft.packaging === '') problems.packaging = 'required';
  return problems;
}

/**
 * The grab's token is kept in memory only; after a reload the grab is asked for again with its
 * request id, which gives the same hold back while it lasts. An edit of a published shipment
 * re-opens this step with its goods and consignee (goodsEditJson) and saves them instead of
 * publishing.
 */
export default function PublishStep2Page() {
  const draft = useGoodsDraft();
  const editing = draft.shipmentId !== undefined;
  const [done, setDone] = useState<{ goodsRef: string; edited: boolean } | null>(null);
  return (
    <PageFrame>
      {done ? (
        <Done {...done} />
      ) : editing ? (
        <Step2 held={null} draft={draft} onDone={setDone} />
      ) : (
        <WithHold>{(held) => <Step2 held={held} draft={draft} onDone={setDone} />}</WithHold>
      )}
    </PageFrame>
  );
}

function Step2({
  held,
  draft,
  onDone,
}: {
  held: HeldLine | null;
  draft: GoodsDraft;
  onDone: (done: { goodsRef: string; edited: boolean }) => void;
}) {
  const { t } = usePublishI18n();
  const regionIn = useRegionName();
  const rule = useFieldRules();
  const confirmId = useId();
  const stops = useStops();
  const receipt = useReceiptDraft();
  const loadDate = useFlashSaleStore((state) => state.goodsLoadDate);
  const requestStopList = held ? requestStops(stops) : null;
  const quote = useQuote(held?.line.lineId ?? null, requestStopList);
  const grab = useGrabLine();
  const publish = usePublishShipment();
  const update = useUpdateShipment();
  const maxLoadKg = held?.line.maxLoadKg ?? null;
  const problems = goodsProblems(draft, maxLoadKg);
  const receiptMissing = Object.keys(receiptProblems(receipt)).length > 0;
  const set = (change: Partial<GoodsDraft>) => setGoodsDraft({ ...draft, ...change });
  const message = (field: Field): string | null => {
    if (refused[field]) return refused[field] ?? null;
    if (!tried) return null;
    if (field === 'receipt') return receiptMissing ? t('step2.receiptMissing') : null;
    if (field === 'confirm') return held && !confirmed ? t('step2.confirmMissing') : null;
    const problem = problems[field];
    if (problem === 'weight') return t('goods.weightHint', { max: (maxLoadKg ?? 0) / 1000 });
    if (problem === 'number') return t('invalid.number');
    if (!problem) return null;
    return rule(field === 'packaging' ? 'choice' : 'required');
  };

  // The goods and the consignee live in the flow's store (the consignee is typed on another
  // page): they are judged live once send was tapped; the form holds the confirmation, the send
  // and the server's refusals, which stand until the next tap.
  const form = useForm<{ confirmed: boolean }, Field>({
    initial: { confirmed: false },
    refusal: refusalAt(AT),
    failure: (error) => {
      if (isRequestError(error) && error.code === BUSINESS_CODES.CONFLICT) {
        // The price was made again: show the new one and ask for the confirmation again.
        form.set({ confirmed: false });
        void quote.refetch();
      }
      return { form: error instanceof Error ? error.message : String(error) };
    },
    send: async ({ confirmed }) => {
      const goods = requestGoods(draft);
      if (!goods || Object.keys(problems).length > 0 || receiptMissing) return;
      const fullReceipt = requestReceipt(receipt);
      if (draft.shipmentId !== undefined) {
        const saved = await update.mutateAsync({
          shipmentId: draft.shipmentId,
          goods,
          receipt: fullReceipt,
        });
        useFlashSaleStore.getState().reset();
        onDone({ goodsRef: saved.ref, edited: true });
        return;
      }
      if (!held || !requestStopList || !loadDate || !quote.data || !confirmed) return;
      let token = useFlashSaleStore.getState().token;
      if (!token) {
        // A reload lost the token (memory only): the same request id gives the same hold back.
        const again = await grab.mutateAsync({
          lineId: held.line.lineId,
          requestId: held.requestId,
        });
        token = again.token;
        useFlashSaleStore.getState().setToken(token);
      }
      const published = await publish.mutateAsync({
        token,
        stops: requestStopList,
        loadDate,
        goods,
        receipt: fullReceipt,
        priceFen: quote.data.recommendPriceFen,
      });
      useFlashSaleStore.getState().reset();
      onDone({ goodsRef: published.ref, edited: false });
    },
  });
  const { tried, errors: refused } = form;
  const { confirmed } = form.values;

  return (
    <form onSubmit={form.submit} noValidate>
      {held ? <HoldBanner held={held} /> : null}
      <section className="fy-card" aria-labelledby="fy-goods">
        <h2 id="fy-goods">{t('step2.goods')}</h2>
        <TextField
          label={t('goods.name')}
          value={draft.name}
          onChange={(name) => set({ name })}
          maxLength={20}
          error={message('name')}
        />
        <DecimalField
          label={t('goods.weight')}
          value={draft.weightT}
          onChange={(weightT) => set({ weightT })}
          // Over the truck's load, the error says the limit: the hint would say it again.
          hint={
            maxLoadKg && !(tried && problems.weight === 'weight')
              ? t('goods.weightHint', { max: maxLoadKg / 1000 })
              : undefined
          }
          error={message('weight')}
        />
        <DecimalField
          label={t('goods.volume')}
          value={draft.volumeM3}
          onChange={(volumeM3) => set({ volumeM3 })}
          error={message('volume')}
        />
        <ChoiceField<Packaging>
          label={t('goods.packaging')}
          value={draft.packaging}
          options={PACKAGINGS}
          optionLabel={(value) => t(`packaging.${value}`)}
          onChange={(packaging) => set({ packaging })}
          error={message('packaging')}
        />
        <TextField
          label={t('goods.remarks')}
          value={draft.remarks}
          onChange={(remarks) => set({ remarks })}
          maxLength={200}
          error={message('remarks')}
        />
      </section>
      <section className="fy-card" aria-labelledby="fy-receipt">
        <h2 id="fy-receipt">{t('step2.receipt')}</h2>
        {receipt.name ? (
          <p>
            {receipt.name} {receipt.mobile}
            <br />
            {t('step2.receiptWhere', {
              region:
                receipt.regionCode && receipt.regionName
                  ? regionIn(receipt.regionCode, receipt.regionName)
                  : '',
              address: receipt.address ?? '',
            })}
          </p>
        ) : null}
        <Link className="fy-button" to="/flashSale/addReceipt">
          {receipt.name ? t('step2.receiptEdit') : t('step2.receiptAdd')}
        </Link>
        {message('receipt') ? (
          <p className="fy-field__error" role="alert">
            {message('receipt')}
          </p>
        ) : null}
      </section>
      {held ? (
        <section className="fy-card" aria-labelledby="fy-price2" aria-live="polite">
          <h2 id="fy-price2">{t('step1.price')}</h2>
          {quote.data ? <PriceBreakdown quote={quote.data} /> : null}
          {!requestStopList || !loadDate ? (
            <Link className="fy-button" to="/flashSale/publishStep1">
              {t('step2.back')}
            </Link>
          ) : null}
          {quote.data ? (
            <div className="fy-field">
              <div className="fy-check">
                <input
                  id={confirmId}
                  type="checkbox"
                  checked={confirmed}
                  aria-invalid={Boolean(message('confirm'))}
                  onChange={(event) => form.set({ confirmed: event.currentTarget.checked })}
                />
                <label htmlFor={confirmId}>
                  {t('step2.confirm', { yuan: yuanFixed(quote.data.recommendPriceFen) })}
                </label>
              </div>
              {message('confirm') ? (
                <p className="fy-field__error" role="alert">
                  {message('confirm')}
                </p>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}
      <nav className="fy-page__actions" aria-label={held ? t('step2.publish') : t('step2.save')}>
        <SubmitButton busy={form.busy} busyLabel={t('step2.publishing')}>
          {held ? t('step2.publish') : t('step2.save')}
        </SubmitButton>
      </nav>
      <FormError text={refused.form ?? null} />
    </form>
  );
}

function Done({ goodsRef, edited }: { goodsRef: string; edited: boolean }) {
  const { t } = usePublishI18n();
  return (
    <section className="fy-card" role="status" aria-labelledby="fy-done">
      <h2 id="fy-done">{edited ? t('done.saved') : t('done.title')}</h2>
      {edited ? null : <p>{t('done.body')}</p>}
      <Link className="fy-button fy-button--primary" to={`/goodsdetail/index?goodsId=${goodsRef}`}>
        {t('done.view')}
      </Link>
      <Link className="fy-button" to="/flashSale/index">
        {t('done.more')}
      </Link>
    </section>
  );
}
