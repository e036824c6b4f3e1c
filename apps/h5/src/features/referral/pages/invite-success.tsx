import type { MyInvitation } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { rewardText } from '@/components/rules-page/reward-text';
import { formatDate } from '@/lib/format/date-time';
import { useMyInvitation } from '../api/my-invitation';
import { type InviteFamily, useInviteFamily } from '../family';
import { useSuccessI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/invite.css';

export default function InviteSuccessPage() {
  const family = useInviteFamily();
  return (
    <PageFrame>
      <LoginGate userType={family.invitee}>{() => <Accepted family={family} />}</LoginGate>
    </PageFrame>
  );
}

function Accepted({ family }: { family: InviteFamily }) {
  const { t } = useSuccessI18n();
  const invitation = useMyInvitation(family.inviteType);
  return (
    <QueryView query={invitation} rows={3}>
      {(accepted) =>
        accepted ? (
          <Standing accepted={accepted} family={family} />
        ) : (
          <section className="fy-card" role="status">
            <h2>{t('success.none')}</h2>
            <p>{t('success.none.hint')}</p>
          </section>
        )
      }
    </QueryView>
  );
}

function Standing({ accepted, family }: { accepted: MyInvitation; family: InviteFamily }) {
  const { t } = useSuccessI18n();
  const day = (iso: string) => formatDate(iso, 'YYYY-MM-DD');
  const event = t(`rules.referral.event.${accepted.qualifyEvent}`);
  const reward = accepted.inviteeReward ? rewardText(accepted.inviteeReward, t) : null;
  const waiting = accepted.state === 'registered';
  const detail = {
    registered: reward
      ? t('success.registered.reward', { event, date: day(accepted.expiresAt), reward })
      : t('success.registered', { event, date: day(accepted.expiresAt) }),
    qualified: t('success.qualified'),
    rewarded: accepted.paid
      ? t('success.rewarded', { reward: rewardText(accepted.paid, t) })
      : t('success.done'),
    expired: t('success.expired', { event, date: day(accepted.expiresAt) }),
    withheld: accepted.reasonText ?? t('success.state.withheld'),
  }[accepted.state];
  return (
    <section className="fy-card" role="status">
      <h2>{t(`success.state.${accepted.state}`)}</h2>
      <p>{t('success.from', { inviter: accepted.inviterMobileMasked, title: accepted.title })}</p>
      <p>{detail}</p>
      {waiting ? (
        <Link className="fy-button fy-button--primary" to={family.next.to}>
          {t(family.next.label)}
        </Link>
      ) : null}
    </section>
  );
}
