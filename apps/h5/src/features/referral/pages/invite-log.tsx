import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useRunningProgramme } from '../api/running-programme';
import { useInviteFamily } from '../family';
import { ReferralList } from '../components/referral-list';

export default function InviteLogPage() {
  const { inviteType } = useInviteFamily();
  const programme = useRunningProgramme(inviteType);
  return (
    <PageFrame>
      <QueryView query={programme} rows={3}>
        {(rules) => (
          <LoginGate userType={rules.userType ?? 3}>
            {() => <ReferralList programme={rules.slug} />}
          </LoginGate>
        )}
      </QueryView>
    </PageFrame>
  );
}
