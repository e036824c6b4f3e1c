import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import { useCampaignRules } from '@/lib/campaigns/rules';
import { isRequestError } from '@/lib/request/request-error';
import { PageFrame } from '../page/page-frame';
import { QueryView, type QueryViewProps } from '../query-view/query-view';
import { publishedRulesOf, type RulesSource } from './campaign-rules';
import { useRulesI18n } from './i18n/catalogue';
import { RulesBody } from './rules-page';

/**
 * The rules page of the campaign `slug`, from the one endpoint that answers them: a skeleton while
 * it loads, the error with a retry, "not found" for a draft or a wrong link. A feature mounting it
 * lists `rulesCatalogue` in its catalogue's `uses`.
 */
export function CampaignRulesPage({ slug }: { slug: string }) {
  return CAMPAIGN_SLUG_PATTERN.test(slug) ? <LoadedRules slug={slug} /> : <MissingRules />;
}

function LoadedRules({ slug }: { slug: string }) {
  return <PublishedRulesPage rules={useCampaignRules(slug)} />;
}

/**
 * The rules page of a campaign's published rules as another query answers them (the referral
 * programme running for a share type, with the public read index.html's script made standing in
 * while the signed read is on its way: `withEarlyRead`, ADR 049): the same states; on a 404, "not
 * found" with the page's `missingHint` (what "not found" means there), else the campaign's.
 */
export function PublishedRulesPage({
  rules,
  missingHint,
}: {
  rules: QueryViewProps<RulesSource>['query'];
  missingHint?: string;
}) {
  const { t } = useRulesI18n();
  if (isRequestError(rules.error) && rules.error.status === 404) {
    return <MissingRules hint={missingHint} />;
  }
  return (
    <PageFrame title={rules.data?.title}>
      <QueryView query={rules} rows={6}>
        {(data) => <RulesBody rules={publishedRulesOf(data, t)} />}
      </QueryView>
    </PageFrame>
  );
}

function MissingRules({ hint }: { hint?: string | undefined }) {
  const { t } = useRulesI18n();
  return <PageFrame title={t('rules.missing')} subtitle={hint ?? t('rules.missing.hint')} />;
}
