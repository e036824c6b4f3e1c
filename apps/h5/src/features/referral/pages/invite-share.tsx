import { BUSINESS_CODES } from '@freight/contract/business-codes';
import { INVITE_TOKEN_PATTERN } from '@freight/contract/endpoints/referral-values';
import { Link, useSearchParams } from 'react-router';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { rewardText } from '@/components/rules-page/reward-text';
import { QueryView } from '@/components/query-view/query-view';
import { isRequestError } from '@/lib/request/request-error';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInviter } from '../api/inviter';
import { useRunningProgramme } from '../api/running-programme';
import { type InviteFamily, useInviteFamily } from '../family';
import { useInviteI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/invite.css';

/**
 * `/driver-invite-driver/share?token=…&type=4`: what an invited driver opens (in WeChat or a
 * browser). Who invited them (masked), what they get, then the one login (or sign-up) and
 * "accept": the referral is recorded and the next step is driver verification, which qualifies
 * it. A malformed link, a link of another family, an expired one and every refusal (own link,
 * already invited...) are said in place, and nothing is recorded.
 */
export default function InviteSharePage() {
  const { t } = useInviteI18n();
  const family = useInviteFamily();
  const { inviteType } = family;
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const type = search.get('type');
  if (!INVITE_TOKEN_PATTERN.test(token) || type !== String(inviteType)) {
    return <PageFrame title={t('share.invalid')} subtitle={t('share.invalid.hint')} />;
  }
  return <Invitation token={token} family={family} />;
}

function Invitation({ token, family }: { token: string; family: InviteFamily }) {
  const { t } = useInviteI18n();
  const inviter = useInviter(token, family.inviteType);
  const programme = useRunningProgramme(family.inviteType);
  if (isRequestError(inviter.error) && inviter.error.code === BUSINESS_CODES.LINK_EXPIRED) {
    return <PageFrame title={t('share.expired')} subtitle={inviter.error.message} />;
  }
  const terms = programme.data?.referral;
  return (
    <PageFrame
      subtitle={
        inviter.data?.[0]
          ? t('share.from', { inviter: inviter.data[0].inviterMobileMasked })
          : undefined
      }
    >
      <QueryView query={inviter} rows={2}>
        {() => (
          <>
            <section className="fy-card">
              <h2>{programme.data?.title ?? t('share.join')}</h2>
              <p>
                {terms?.inviteeReward
                  ? t('share.reward', {
                      event: t(`rules.referral.event.${terms.qualifyEvent}`),
                      reward: rewardText(terms.inviteeReward, t),
                    })
                  : t('share.noReward')}
              </p>
              {family.rulePage ? (
                <Link className="fy-button" to="../rule" relative="path">
                  {t('share.rules')}
                </Link>
              ) : null}
            </section>
            <LoginGate userType={family.invitee}>
              {() => (
                <Accept
                  token={token}
                  next={family.next}
                  event={terms ? t(`rules.referral.event.${terms.qualifyEvent}`) : null}
                />
              )}
            </LoginGate>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

function Accept({
  token,
  next,
  event,
}: {
  token: string;
  next: InviteFamily['next'];
  /** What qualifies the invitation, in words; null while the programme is unknown. */
  event: string | null;
}) {
  const { t } = useInviteI18n();
  const accept = useAcceptInvitation();
  if (accept.isSuccess) {
    return (
      <section className="fy-card" role="status">
        <h2>{t('share.accepted')}</h2>
        {event ? <p>{t('share.accepted.next', { event })}</p> : null}
        <Link className="fy-button fy-button--primary" to={next.to}>
          {t(next.label)}
        </Link>
      </section>
    );
  }
  return (
    <section className="fy-card">
      {accept.isError ? (
        <p role="alert" className="fy-form__error">
          {accept.error.message}
        </p>
      ) : null}
      <button
        type="button"
        className="fy-button fy-button--primary"
        disabled={accept.isPending}
        aria-busy={accept.isPending}
        onClick={() => accept.mutate({ token })}
      >
        {accept.isPending ? t('share.accepting') : t('share.accept')}
      </button>
    </section>
  );
}
