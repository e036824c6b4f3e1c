import { Navigate } from '@/lib/routing/router';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { useInviter } from '../api/inviter';
import { invitationQuery } from '../family';
import { useInviteeI18n } from '../i18n/catalogue';
import { ForInvitation, type InvitationPageProps } from '../components/invitation-link';

export default function InviteLoginPage() {
  return <ForInvitation page={InviteLogin} />;
}

function InviteLogin({ token, family }: InvitationPageProps) {
  const { t } = useInviteeI18n();
  const inviter = useInviter(token, family.inviteType);
  const from = inviter.data?.[0]?.inviterMobileMasked;
  return (
    <PageFrame subtitle={from ? t('share.from', { inviter: from }) : t('share.join')}>
      <LoginGate
        userType={family.invitee}
        heading={t(family.invitee === 3 ? 'share.login.driver' : 'share.login.shipper')}
      >
        {() => (
          <Navigate to={`../share${invitationQuery(token, family)}`} relative="path" replace />
        )}
      </LoginGate>
    </PageFrame>
  );
}
