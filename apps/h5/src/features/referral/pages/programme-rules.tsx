import { useQuery } from '@tanstack/react-query';
import { PublishedRulesPage } from '@/components/rules-page/campaign-rules-page';
import { earlyProgrammeQuery } from '@/lib/campaigns/early-read';
import { useRunningProgramme } from '../api/running-programme';
import { useInviteFamily } from '../family';
import { useProgrammeRulesI18n } from '../i18n/catalogue';

export default function ProgrammeRulesPage() {
  const { t, locale } = useProgrammeRulesI18n();
  const { inviteType } = useInviteFamily();
  const rules = useRunningProgramme(inviteType);
  // The programme as index.html's script read it (ADR 049), drawn until the signed read answers.
  const early = useQuery({ ...earlyProgrammeQuery(inviteType, locale), enabled: !rules.data });
  return <PublishedRulesPage rules={rules} missingHint={t('programme.none')} early={early.data} />;
}
