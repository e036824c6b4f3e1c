import { INVITE_TYPES } from '@freight/contract/endpoints/referral';
import { useLocation } from 'react-router';
import { PublishedRulesPage } from '@/components/rules-page/campaign-rules-page';
import { useRunningProgramme } from '../api/running-programme';
import { useFeatureI18n } from '../i18n/catalogue';

/** The share type of each invitation family, by the first segment of its routes. */
const INVITE_TYPE_OF_FAMILY: Readonly<Record<string, number>> = {
  'customer-invite-customer': INVITE_TYPES.customerInviteCustomer,
  'driver-invite-customer': INVITE_TYPES.driverInviteCustomer,
  'driver-invite-truck': INVITE_TYPES.driverInviteTruck,
  'driver-invite-driver': INVITE_TYPES.driverInviteDriver,
  'c2c-invite': INVITE_TYPES.c2cInvite,
};

/**
 * `/driver-invite-driver/rule` (and any family's rules): the rules of the programme running for
 * the family's share type, as the server publishes them (rewards, daily cap, days to qualify,
 * window, the operator's text); "not found" and why when none is running.
 */
export default function ProgrammeRulesPage() {
  const family = useLocation().pathname.split('/')[1] ?? '';
  const inviteType = INVITE_TYPE_OF_FAMILY[family];
  // A route table mistake, shown by the route's error page rather than another family's rules.
  if (inviteType === undefined) throw new Error(`No share type for the routes of /${family}`);
  return <RunningProgrammeRules inviteType={inviteType} />;
}

function RunningProgrammeRules({ inviteType }: { inviteType: number }) {
  const { t } = useFeatureI18n();
  const rules = useRunningProgramme(inviteType);
  return <PublishedRulesPage rules={rules} missingHint={t('programme.none')} />;
}
