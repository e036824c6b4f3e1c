import { PublishedRulesPage } from '@/components/rules-page/campaign-rules-page';
import { useRunningProgramme } from '../api/running-programme';
import { useInviteFamily } from '../family';
import { useProgrammeRulesI18n } from '../i18n/catalogue';

/**
 * `/driver-invite-driver/rule` (and any family's rules): the rules of the programme running for
 * the family's share type, as the server publishes them (rewards, daily cap, days to qualify,
 * window, the operator's text); "not found" and why when none is running.
 */
export default function ProgrammeRulesPage() {
  const { t } = useProgrammeRulesI18n();
  const rules = useRunningProgramme(useInviteFamily().inviteType);
  return <PublishedRulesPage rules={rules} missingHint={t('programme.none')} />;
}
