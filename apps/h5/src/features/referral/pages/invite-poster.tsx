import type { CampaignRules } from '@freight/contract/endpoints/index';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import type { SessionUser } from '@/lib/identity/session';
import { useInviteToken } from '../api/invite-token';
import { useRunningProgramme } from '../api/running-programme';
import { InvitationPoster } from '../components/invitation-poster';
import { type InviteFamily, inviteUrl, useInviteFamily } from '../family';
import { useInviteI18n } from '../i18n/catalogue';

export default function InvitePosterPage() {
  const { t } = useInviteI18n();
  const family = useInviteFamily();
  const programme = useRunningProgramme(family.inviteType);
  return (
    <PageFrame subtitle={t('posterPage.hint')}>
      <QueryView query={programme} rows={4}>
        {(rules) => (
          <LoginGate userType={rules.userType ?? 3}>
            {(user) => <Poster rules={rules} family={family} user={user} />}
          </LoginGate>
        )}
      </QueryView>
    </PageFrame>
  );
}

function Poster({
  rules,
  family,
  user,
}: {
  rules: CampaignRules;
  family: InviteFamily;
  user: SessionUser;
}) {
  const token = useInviteToken(rules.slug);
  return (
    <QueryView query={token} rows={4}>
      {(invitation) => (
        <section className="fy-card">
          <InvitationPoster
            url={inviteUrl(family, invitation)}
            rules={rules}
            inviter={user}
            inviterName={invitation.inviterNameMasked}
          />
        </section>
      )}
    </QueryView>
  );
}
