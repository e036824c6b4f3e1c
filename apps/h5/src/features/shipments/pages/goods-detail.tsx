import type { PublicShipment, ShipmentDetail } from '@freight/contract/endpoints/index';
import { FormError } from '@/components/form/form-error';
import { SHIPMENT_REF_PATTERN } from '@freight/contract/endpoints/shipment-values';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/routing/router';
import { useKitI18n } from '@/components/i18n/catalogue';
import { markWords } from '@/components/marked-words/marked-words';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { yuanFixed } from '@/lib/format/money';
import { navigateToScreen } from '@/lib/bridge/app-actions';
import { DRIVER_DOWNLOAD_PATH } from '@/lib/bridge/app-actions';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { formatDate } from '@/lib/format/date-time';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import { currentHost } from '@/lib/hosts/detect-host';
import { isRequestError } from '@/lib/request/request-error';
import { useShipment, useShipmentStep } from '../api/shipment';
import { setGoodsDraft, setReceiptDraft, useStopPlace } from '../flow';
import { useGoodsI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/flash-sale.css';

/**
 * The shipment a link names (`?goodsId=<ref>`, 32 hex characters: never a counted id, so that
 * nobody reads the board by counting), or null when there is none or it is not one.
 */
export function goodsRefOf(search: URLSearchParams): string | null {
  const raw = search.get('goodsId') ?? '';
  return SHIPMENT_REF_PATTERN.test(raw) ? raw : null;
}

/** Taking it in the driver app opens the app's own goods screen through the bridge (DESIGN §4). */
export default function GoodsDetailPage() {
  const { t } = useGoodsI18n();
  const [search] = useSearchParams();
  const goodsRef = goodsRefOf(search);
  return (
    <PageFrame>
      {goodsRef === null ? (
        <section className="fy-card" role="status">
          <p>{t('goods.missing')}</p>
        </section>
      ) : (
        <Goods goodsRef={goodsRef} />
      )}
    </PageFrame>
  );
}

function Goods({ goodsRef }: { goodsRef: string }) {
  const { t } = useGoodsI18n();
  const { signed, shown } = useShipment(goodsRef);
  if (isRequestError(signed.error) && signed.error.status === 404) {
    return (
      <section className="fy-card" role="status">
        <p>{t('goods.notFound')}</p>
      </section>
    );
  }
  return (
    <QueryView query={shown} rows={4}>
      {(detail) => <Detail detail={detail} />}
    </QueryView>
  );
}

/**
 * The shipment; from the public read (before the app, or until the signed read answers) without
 * its state, whose line is held open meanwhile, and without anything to do. What the shipper typed
 * (the goods, remarks, names) is marked as Chinese on an English page, as operators' texts are.
 */
function Detail({ detail }: { detail: ShipmentDetail | PublicShipment }) {
  const { t } = useGoodsI18n();
  const signed = 'state' in detail ? detail : null;
  const kit = useKitI18n();
  const placeName = usePlaceName();
  const placeOf = useStopPlace();
  const day = (date: string) => formatDate(date, 'YYYY-MM-DD');
  return (
    <>
      <section className="fy-card" aria-labelledby="fy-goods-route">
        <h2 id="fy-goods-route">
          {t('goods.route', {
            from: placeName(detail.origin.regionCode, detail.origin.name),
            to: placeName(detail.destination.regionCode, detail.destination.name),
          })}
        </h2>
        {signed ? (
          <p>
            <strong>{t(`goods.state.${signed.state}`)}</strong>
            {signed.state === 'taken' && signed.deliveredAt ? ` · ${t('goods.delivered')}` : ''}
          </p>
        ) : (
          <p>
            <span className="fy-goods__pending" aria-hidden="true" />
          </p>
        )}
        <p className="fy-line__price">¥{yuanFixed(detail.priceFen)}</p>
      </section>
      <section className="fy-card" aria-labelledby="fy-goods-stops">
        <h2 id="fy-goods-stops">{t('goods.stops')}</h2>
        <ol className="fy-stops">
          {detail.stops.map((stop, index) => (
            <li key={index} className="fy-stop">
              <strong>
                {index + 1}. {t(stop.kind === 'load' ? 'goods.stop.load' : 'goods.stop.unload')}
              </strong>
              <span>{placeOf(stop)}</span>
              <span className="fy-field__hint">{stop.address ?? t('goods.addressHidden')}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="fy-card">
        <dl className="fy-price">
          <div>
            <dt>{t('goods.loadDate')}</dt>
            <dd>{day(detail.loadDate)}</dd>
          </div>
          <div>
            <dt>{t('goods.truck')}</dt>
            <dd>
              {t('goods.truckValue', {
                type: kit.t(`vehicle.type.${detail.vehicleType}`),
                length: detail.vehicleLengthM,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('goods.what')}</dt>
            <dd>
              {markWords(
                t('goods.whatValue', {
                  name: detail.goods.name,
                  weight: detail.goods.weightKg / 1000,
                  volume: detail.goods.volumeM3,
                  packaging: t(`packaging.${detail.goods.packaging}`),
                }),
                [detail.goods.name],
                OPERATOR_TEXT_LANG,
              )}
            </dd>
          </div>
          {detail.goods.remarks ? (
            <div>
              <dt>{t('goods.remarks')}</dt>
              <dd lang={OPERATOR_TEXT_LANG}>{detail.goods.remarks}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('goods.shipper')}</dt>
            <dd lang={OPERATOR_TEXT_LANG}>{detail.shipperMasked}</dd>
          </div>
          {signed?.receipt ? (
            <div>
              <dt>{t('goods.receipt')}</dt>
              <dd lang={OPERATOR_TEXT_LANG}>
                {signed.receipt.name} {signed.receipt.mobile}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('goods.published')}</dt>
            <dd>{formatDate(detail.publishedAt, 'YYYY-MM-DD HH:mm')}</dd>
          </div>
        </dl>
      </section>
      {signed ? <Actions detail={signed} /> : null}
      <Link className="fy-button" to="/goodsdetail/notice">
        {t('goods.notice')}
      </Link>
    </>
  );
}

function Actions({ detail }: { detail: ShipmentDetail }) {
  const { t } = useGoodsI18n();
  const navigate = useNavigate();
  const [host] = useState(currentHost);
  const [appFailed, setAppFailed] = useState(false);
  const cancel = useShipmentStep('cancel', detail.shipmentId);
  const confirm = useShipmentStep('confirm', detail.shipmentId);
  const deliver = useShipmentStep('deliver', detail.shipmentId);
  const error = cancel.error ?? confirm.error ?? deliver.error;
  const edit = () => {
    setGoodsDraft({
      shipmentId: detail.shipmentId,
      name: detail.goods.name,
      weightT: String(detail.goods.weightKg / 1000),
      volumeM3: String(detail.goods.volumeM3),
      packaging: detail.goods.packaging,
      remarks: detail.goods.remarks ?? '',
    });
    if (detail.receipt) setReceiptDraft(detail.receipt);
    void navigate('/flashSale/publishStep2');
  };
  const takeInApp = async () => {
    const outcome = await navigateToScreen('goodsDetail', {}, { goodsId: detail.ref });
    setAppFailed(outcome.outcome === 'failed');
  };
  const takeable = detail.state === 'published' && !detail.mine;
  const anyStep = detail.canEdit || detail.canCancel || detail.canDeliver || detail.canConfirm;
  // A shipment nobody can act on any more (completed, someone else's taken) has no card of
  // actions: an empty card reads as something that failed to load.
  if (!takeable && !anyStep && !error && !cancel.isSuccess) return null;
  return (
    <section className="fy-card">
      {takeable ? (
        host.app === 'driver' ? (
          <>
            <button
              type="button"
              className="fy-button fy-button--primary"
              onClick={() => void takeInApp()}
            >
              {t('goods.take')}
            </button>
            <FormError text={appFailed ? t('goods.appFailed') : null} />
          </>
        ) : (
          <Link className="fy-button fy-button--primary" to={DRIVER_DOWNLOAD_PATH}>
            {t('goods.takeInApp')}
          </Link>
        )
      ) : null}
      {detail.canEdit ? (
        <button type="button" className="fy-button" onClick={edit}>
          {t('goods.edit')}
        </button>
      ) : null}
      {/* Kept, done, once cancelled: the page read again takes the edit away above it, and a
          second tap where it was lands on it or the line under it, never on another action. */}
      {detail.canCancel || cancel.isSuccess ? (
        <button
          type="button"
          className="fy-button"
          disabled={cancel.isPending || cancel.isSuccess}
          aria-busy={cancel.isPending}
          onClick={cancel.run}
        >
          {t('goods.cancel')}
        </button>
      ) : null}
      {detail.canDeliver ? (
        <button
          type="button"
          className="fy-button fy-button--primary"
          disabled={deliver.isPending}
          aria-busy={deliver.isPending}
          onClick={deliver.run}
        >
          {t('goods.deliver')}
        </button>
      ) : null}
      {detail.canConfirm ? (
        <button
          type="button"
          className="fy-button fy-button--primary"
          disabled={confirm.isPending}
          aria-busy={confirm.isPending}
          onClick={confirm.run}
        >
          {t('goods.confirm')}
        </button>
      ) : null}
      {/* Under the buttons: a line above them would push them from under a second tap (a
          double tap on "cancel" landed on "edit" when the success line came first). */}
      {cancel.isSuccess ? <p role="status">{t('goods.cancelled')}</p> : null}
      <FormError text={error ? error.message : null} />
    </section>
  );
}
