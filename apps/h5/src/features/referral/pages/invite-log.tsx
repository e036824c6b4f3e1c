import type { MyReferral } from '@freight/contract/endpoints/index';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { rewardText } from '@/components/rules-page/reward-text';
import { formatDate } from '@/lib/format/date-time';
import { useMyReferrals } from '../api/my-referrals';
import { useRunningProgramme } from '../api/running-programme';
import { useInviteFamily } from '../family';
import { useInviteI18n } from '../i18n/catalogue';
import './invite.css';

/**
 * `/driver-invite-driver/index/log`: the people this inviter brought into the running programme,
 * newest first, each with where it stands — waiting to qualify (and until when), qualified,
 * rewarded (with what), expired, or withheld with the reason in words.
 */
export default function InviteLogPage() {
  const { inviteType } = useInviteFamily();
  const programme = useRunningProgramme(inviteType);
  return (
    <PageFrame>
      <QueryView query={programme} rows={3}>
        {(rules) => (
          <LoginGate userType={rules.userType ?? 3}>
            {() => <Log programme={rules.slug} />}
          </LoginGate>
        )}
      </QueryView>
    </PageFrame>
  );
}

function Log({ programme }: { programme: string }) {
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
