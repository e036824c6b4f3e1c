import type { GiftPack } from '@freight/contract/endpoints/index';
import { FormError } from '@/components/form/form-error';
import { BUSINESS_CODES } from '@freight/contract/business-codes';
import { Link, Navigate } from '@/lib/routing/router';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useClaimGiftPack, useGiftPack } from '@/lib/campaigns/gift-pack';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { GiftPackItems } from '../components/gift-pack-items';
import { packRoutes, usePackUserType } from '../gift-pack';
import { useGiftPackI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';

export default function GiftPackHomePage() {
  const userType = usePackUserType();
  const pack = useGiftPack(userType);
  const routes = packRoutes(userType);
  if (isRequestError(pack.error) && pack.error.status === 404) {
    return <Navigate to={routes.over} replace />;
  }
  if (pack.data && pack.data.remaining === 0 && !pack.data.me?.claimedAt) {
    return <Navigate to={routes.over} replace />;
  }
  return (
    <PageFrame title={pack.data?.title}>
      <QueryView query={pack} rows={4}>
        {(data) => <Pack pack={data} userType={userType} />}
      </QueryView>
    </PageFrame>
  );
}

function Pack({ pack, userType }: { pack: GiftPack; userType: 1 | 3 }) {
  const { t } = useGiftPackI18n();
  const day = (iso: string) => formatDate(iso, 'YYYY-MM-DD');
  return (
    <>
      <GiftPackItems items={pack.items} heading={t('pack.items')} />
      <LoginGate userType={userType} heading={t('pack.login')}>
        {() => <Claim pack={pack} userType={userType} />}
      </LoginGate>
      <section className="fy-card">
        <h2>{t('pack.rules')}</h2>
        <p>{t('pack.left', { count: pack.remaining })}</p>
        <p>{t('pack.window', { from: day(pack.startsAt), to: day(pack.endsAt) })}</p>
        {pack.rules.split('\n').map((line, i) => (
          <p key={`${i}:${line}`}>{line}</p>
        ))}
      </section>
    </>
  );
}

/** The logged-in user's standing: claim, claimed, or not theirs (each said on the right page). */
function Claim({ pack, userType }: { pack: GiftPack; userType: 1 | 3 }) {
  const { t } = useGiftPackI18n();
  const routes = packRoutes(userType);
  const claim = useClaimGiftPack(pack.campaignId);
  const me = pack.me;
  if (claim.isSuccess) return <Navigate to={routes.success} replace />;
  if (me?.claimedAt) {
    return (
      <section className="fy-card" role="status">
        <h2>{t('pack.claimed')}</h2>
        <p>{t('pack.claimed.when', { date: formatDate(me.claimedAt, 'YYYY-MM-DD HH:mm') })}</p>
        <Link className="fy-button fy-button--primary" to={routes.success}>
          {t('pack.view')}
        </Link>
      </section>
    );
  }
  if (me?.eligibility === 'existing') return <Navigate to={routes.old} replace />;
  if (me?.eligibility === 'other_user_type') {
    const other = userType === 1 ? 3 : 1;
    return (
      <section className="fy-card" role="status">
        <p>{t('pack.otherType')}</p>
        <Link className="fy-button" to={packRoutes(other).home}>
          {t(`pack.other.${other}`)}
        </Link>
      </section>
    );
  }
  const code = isRequestError(claim.error) ? claim.error.code : undefined;
  // Sold out or ended since the page opened: the end page says which.
  if (code === BUSINESS_CODES.SOLD_OUT || code === BUSINESS_CODES.NOT_IN_TIME_WINDOW) {
    return <Navigate to={routes.over} replace />;
  }
  return (
    <section className="fy-card">
      <button
        type="button"
        className="fy-button fy-button--primary"
        disabled={claim.isPending}
        aria-busy={claim.isPending}
        onClick={() => claim.claim()}
      >
        {claim.isPending ? t('pack.claiming') : t('pack.claim')}
      </button>
      <FormError text={claim.isError ? claim.error.message : null} />
    </section>
  );
}
