import type { MyReferral } from '@freight/contract/endpoints/index';
import { QueryView } from '@/components/query-view/query-view';
import { rewardText } from '@/components/rules-page/reward-text';
import { formatDate } from '@/lib/format/date-time';
import { useMyReferrals } from '../api/my-referrals';
import { useInviteI18n } from '../i18n/catalogue';
import './invite.css';

/** The inviter's referrals in a programme, newest first (the log page, or a family's index). */
export function ReferralList({ programme }: { programme: string }) {
  const { t } = useInviteI18n();
  const mine = useMyReferrals(programme);
  return (
    <QueryView
      query={mine}
      rows={4}
      isEmpty={(data) => data.referrals.length === 0}
      emptyText={t('log.empty')}
    >
      {({ referrals }) => (
        <section className="fy-card">
          <ul className="fy-invite-log">
            {referrals.map((referral) => (
              <Entry key={referral.referralId} referral={referral} />
            ))}
          </ul>
        </section>
      )}
    </QueryView>
  );
}

function Entry({ referral }: { referral: MyReferral }) {
  const { t } = useInviteI18n();
  const day = (iso: string) => formatDate(iso, 'YYYY-MM-DD');
  const detail =
    referral.state === 'registered'
      ? t('log.until', { date: day(referral.expiresAt) })
      : referral.state === 'rewarded' && referral.reward
        ? t('log.reward', { reward: rewardText(referral.reward, t) })
        : referral.state === 'withheld'
          ? (referral.reasonText ?? '')
          : '';
  return (
    <li>
      <strong>{referral.inviteeMobileMasked}</strong> · {t(`log.state.${referral.state}`)}
      <p>{t('log.registered', { date: day(referral.registeredAt) })}</p>
      {detail ? <p>{detail}</p> : null}
    </li>
  );
}
