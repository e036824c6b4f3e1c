import { PublishedRulesPage } from '@/components/rules-page/campaign-rules-page';
import { usePublishedProgramme } from '../api/running-programme';
import { useInviteFamily } from '../family';
import { useProgrammeRulesI18n } from '../i18n/catalogue';

export default function ProgrammeRulesPage() {
  const { t } = useProgrammeRulesI18n();
  const { inviteType } = useInviteFamily();
  const { published } = usePublishedProgramme(inviteType);
  return <PublishedRulesPage rules={published} missingHint={t('programme.none')} />;
}
