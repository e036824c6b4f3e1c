import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import { ChoiceCards } from '@/components/page/choice-cards';
import { PageFrame } from '@/components/page/page-frame';
import { useSearchParams } from '@/lib/routing/router';
import { useGamesI18n } from '../i18n/catalogue';

/** ADR 030. Built as /c2c/choose is for its invitations. */
export default function CollectWordsChoosePage() {
  const { t } = useGamesI18n();
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  const back = CAMPAIGN_SLUG_PATTERN.test(slug) ? `&slug=${slug}` : '';
  return (
    <PageFrame subtitle={t('words.choose.subtitle')}>
      <ChoiceCards
        label={t('title.collectword.choose')}
        choices={[
          {
            to: `/collectword/login?userType=1${back}`,
            title: t('words.choose.shipper'),
            hint: t('words.choose.shipper.hint'),
          },
          {
            to: `/collectword/login?userType=3${back}`,
            title: t('words.choose.driver'),
            hint: t('words.choose.driver.hint'),
          },
        ]}
      />
    </PageFrame>
  );
}
