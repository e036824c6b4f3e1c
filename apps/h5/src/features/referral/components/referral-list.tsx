import type { MyReferral } from '@freight/contract/endpoints/index';
import { FormError } from '@/components/form/form-error';
import { QueryView } from '@/components/query-view/query-view';
import { rewardText } from '@/components/rules-page/reward-text';
import { useSingleFlight } from '@/lib/actions/single-flight';
import { formatDate } from '@/lib/format/date-time';
import { useMyReferrals } from '../api/my-referrals';
import { useRemindInvitee } from '../api/remind-invitee';
import { useInviteI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';
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
  // Kept per entry: its answer stays in view after the list is asked again.
  const remind = useRemindInvitee();
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
      {remind.isSuccess || (referral.state === 'registered' && !referral.canRemind) ? (
        // Still waiting, and reminded today.
        <p role="status">{t('log.reminded')}</p>
      ) : referral.canRemind || remind.isError ? (
        <Remind referralId={referral.referralId} remind={remind} />
      ) : null}
    </li>
  );
}

/** Reminding a pending invitee, once a day: the button, with a refusal above it. */
function Remind({
  referralId,
  remind,
}: {
  referralId: number;
  remind: ReturnType<typeof useRemindInvitee>;
}) {
  const { t } = useInviteI18n();
  // A double tap is one reminder (the second would be refused as "reminded today").
  const send = useSingleFlight(() => remind.mutateAsync({ referralId }).catch(() => undefined));
  return (
    <>
      <button
        type="button"
        className="fy-button fy-invite-log__remind"
        disabled={send.busy}
        aria-busy={send.busy}
        onClick={() => send.run()}
      >
        {send.busy ? t('log.reminding') : t('log.remind')}
      </button>
      <FormError text={remind.isError ? remind.error.message : null} />
    </>
  );
}
