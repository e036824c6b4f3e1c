import { PublishedRulesPage } from '@/components/rules-page/campaign-rules-page';
import { useRunningProgramme } from '../api/running-programme';
import { useInviteFamily } from '../family';
import { useProgrammeRulesI18n } from '../i18n/catalogue';

export default function ProgrammeRulesPage() {
  const { t } = useProgrammeRulesI18n();
  const rules = useRunningProgramme(useInviteFamily().inviteType);
  return <PublishedRulesPage rules={rules} missingHint={t('programme.none')} />;
}
