import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginFlow } from '@/components/login/login-flow';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useSession } from '@/lib/identity/session';
import { useInviter } from '../api/inviter';
import { type InviteFamily, invitationQuery, useInviteFamily } from '../family';
import { useInviteeI18n } from '../i18n/catalogue';
import { InvalidInvitation, validInvitation } from '../components/invitation-link';

/**
 * `/driver-invite-customer/login?token=…&type=2` (and each family with login pages): the invitee
 * logs in, or signs up, with a mobile number and SMS code as the family's invitee type, then goes
 * back to the share page to accept. Who invited them stays in view. The way back is the family's
 * own share page, never a path from the query. A visitor already logged in as that type goes
 * straight back.
 */
export default function InviteLoginPage() {
  const family = useInviteFamily();
  const [search] = useSearchParams();
  const token = validInvitation(search, family);
  if (token === null) return <InvalidInvitation />;
  return <InviteLogin token={token} family={family} />;
}

function InviteLogin({ token, family }: { token: string; family: InviteFamily }) {
  const { t } = useInviteeI18n();
  const navigate = useNavigate();
  const session = useSession();
  const inviter = useInviter(token, family.inviteType);
  const share = `../share${invitationQuery(token, family)}`;
  const from = inviter.data?.[0]?.inviterMobileMasked;
  if (session.data?.userType === family.invitee) {
    return <Navigate to={share} relative="path" replace />;
  }
  return (
    <PageFrame subtitle={from ? t('share.from', { inviter: from }) : t('share.join')}>
      <QueryView query={session} rows={2}>
        {(user) => (
          <>
            <section className="fy-card" role="status">
              <h2>{t(family.invitee === 3 ? 'share.login.driver' : 'share.login.shipper')}</h2>
              <p>
                {user
                  ? t('login.gate.otherType', { mobile: user.mobileMasked })
                  : t('login.gate.hint')}
              </p>
            </section>
            <LoginFlow
              userType={family.invitee}
              onLoggedIn={() => void navigate(share, { relative: 'path', replace: true })}
            />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
