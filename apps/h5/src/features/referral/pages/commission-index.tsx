import type { MyReferral } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { yuanFixed } from '@/lib/format/money';
import { useMyReferrals } from '../api/my-referrals';
import { AnyUserGate } from '@/components/login/any-user-gate';
import { useCommissionI18n } from '../i18n/catalogue';
import { CashBalance } from '../components/cash-balance';
import '@/components/button-link.css';
import '../components/invite.css';

/** The cash an inviter has been paid and is still to be paid, in fen, over all programmes. */
export function commissionOf(referrals: readonly MyReferral[]) {
  let paidFen = 0;
  let pendingFen = 0;
  let pendingCount = 0;
  for (const referral of referrals) {
    if (referral.reward?.asset === 'cash_fen') paidFen += referral.reward.amount;
    if (referral.promised?.asset === 'cash_fen') {
      pendingFen += referral.promised.amount;
      pendingCount += 1;
    }
  }
  return { paidFen, pendingFen, pendingCount };
}

/** Rebates and commission are the same cash, in the one cash balance. */
export default function CommissionIndexPage() {
  const { t } = useCommissionI18n();
  return (
    <PageFrame>
      <AnyUserGate heading={t('commission.login')} visitorType={3}>
        {(user) => (
          <>
            <CashBalance userType={user.userType} />
            <Commission />
          </>
        )}
      </AnyUserGate>
    </PageFrame>
  );
}

function Commission() {
  const { t } = useCommissionI18n();
  const mine = useMyReferrals();
  return (
    <QueryView query={mine} rows={2}>
      {({ referrals }) => {
        const { paidFen, pendingFen, pendingCount } = commissionOf(referrals);
        return (
          <>
            <section className="fy-card" aria-labelledby="fy-commission-heading">
              {/* Apart from the balance above: what invitations paid and have still to pay. */}
              <h2 id="fy-commission-heading">{t('commission.entry')}</h2>
              <dl className="fy-invite-progress">
                <div>
                  <dt>{t('commission.paid')}</dt>
                  <dd>{t('commission.amount', { yuan: yuanFixed(paidFen) })}</dd>
                </div>
                <div>
                  <dt>{t('commission.pending')}</dt>
                  <dd>{t('commission.amount', { yuan: yuanFixed(pendingFen) })}</dd>
                </div>
              </dl>
              {pendingCount > 0 ? (
                <p>{t('commission.pending.count', { count: pendingCount })}</p>
              ) : null}
              <p>{t('commission.how')}</p>
            </section>
            <section className="fy-card">
              <Link className="fy-button fy-button--primary" to="../invite" relative="path">
                {t('commission.invite')}
              </Link>
              <Link className="fy-button" to="../reward" relative="path">
                {t('commission.ledger')}
              </Link>
            </section>
          </>
        );
      }}
    </QueryView>
  );
}
