import { Link } from '@/lib/routing/router';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { useSession } from '@/lib/identity/session';
import { rewardText } from '@/components/rules-page/reward-text';
import { QueryView } from '@/components/query-view/query-view';
import { useInviter } from '../api/inviter';
import { useRunningProgramme } from '../api/running-programme';
import { invitationQuery, type InviteFamily } from '../family';
import { useInviteeI18n } from '../i18n/catalogue';
import { AcceptInvitation } from '../components/accept-invitation';
import { ForInvitation, type InvitationPageProps } from '../components/invitation-link';
import '@/components/button-link.css';
import '../components/invite.css';

/**
 * Accepting records the referral, and the next step (verification, a first shipment) qualifies it.
 * Families with `login` and `success` routes log in there and show the accepted invitation there;
 * the others do both in place. A link or an acceptance that is refused records nothing.
 */
export default function InviteSharePage() {
  return <ForInvitation page={Invitation} />;
}

function Invitation({ token, family }: InvitationPageProps) {
  const { t } = useInviteeI18n();
  const inviter = useInviter(token, family.inviteType);
  const programme = useRunningProgramme(family.inviteType);
  const terms = programme.data?.referral;
  const link = inviter.data?.[0];
  return (
    <PageFrame
      subtitle={
        link && !link.own ? t('share.from', { inviter: link.inviterMobileMasked }) : undefined
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
                  : t(family.invitee === 3 ? 'share.noReward' : 'share.noReward.shipper')}
              </p>
              {family.rulePage ? (
                <Link className="fy-button" to="../rule" relative="path">
                  {t('share.rules')}
                </Link>
              ) : null}
            </section>
            {link?.own ? (
              <OwnLink />
            ) : family.loginPages ? (
              <AcceptOrLogIn token={token} family={family} />
            ) : (
              <LoginGate userType={family.invitee}>
                {() => (
                  <AcceptInvitation
                    token={token}
                    family={family}
                    event={terms ? t(`rules.referral.event.${terms.qualifyEvent}`) : null}
                  />
                )}
              </LoginGate>
            )}
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

/**
 * The inviter opening their own link (shared to themselves, or opened to check it): theirs to
 * share, not an invitation to accept; the server would refuse it anyway (`self_invite`).
 */
function OwnLink() {
  const { t } = useInviteeI18n();
  return (
    <section className="fy-card" role="status">
      <h2>{t('share.own')}</h2>
      <Link className="fy-button fy-button--primary" to="../index" relative="path">
        {t('share.own.invite')}
      </Link>
    </section>
  );
}

/** Accept when logged in as the invitee's type; otherwise the way to the family's login page. */
function AcceptOrLogIn({ token, family }: { token: string; family: InviteFamily }) {
  const { t } = useInviteeI18n();
  const session = useSession();
  if (session.isPending) return null;
  const user = session.data;
  if (user && user.userType === family.invitee) {
    return <AcceptInvitation token={token} family={family} event={null} />;
  }
  return (
    <section className="fy-card">
      <p>
        {user
          ? t('login.gate.otherType', { mobile: user.mobileMasked })
          : t(family.invitee === 3 ? 'share.login.driver' : 'share.login.shipper')}
      </p>
      <Link
        className="fy-button fy-button--primary"
        to={`../${family.chooseType ? 'choosetype' : 'login'}${invitationQuery(token, family)}`}
        relative="path"
      >
        {t('share.login')}
      </Link>
    </section>
  );
}
