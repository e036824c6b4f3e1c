import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import type { CampaignRules } from '@freight/contract/endpoints/index';
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useCampaignRules } from '@/lib/campaigns/rules';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { useSearchParams } from '@/lib/routing/router';

/** What the frame says, in the words of the catalogue its pages load. */
export interface FrameTexts {
  missing: string;
  missingHint: string;
  window: (dates: { start: string; end: string }) => string;
}

export interface CampaignFrameProps {
  kind: CampaignRules['kind'];
  texts: FrameTexts;
  children: (rules: CampaignRules) => ReactNode;
}

/**
 * The page of the campaign its link names (`?slug=…`) if it is of `kind`: its title and window in
 * the hero, then `children`; a link without a slug, or to no campaign of that kind, says so. Every
 * game page stands in it (campaign-parts' CampaignPage, game-parts' GamePage), each with its own
 * catalogue's words.
 */
export function CampaignFrame({ kind, texts, children }: CampaignFrameProps) {
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  if (!CAMPAIGN_SLUG_PATTERN.test(slug)) return <Missing texts={texts} />;
  return (
    <LoadedCampaign slug={slug} kind={kind} texts={texts}>
      {children}
    </LoadedCampaign>
  );
}

function Missing({ texts }: { texts: FrameTexts }) {
  return <PageFrame title={texts.missing} subtitle={texts.missingHint} />;
}

function LoadedCampaign({ slug, kind, texts, children }: CampaignFrameProps & { slug: string }) {
  const rules = useCampaignRules(slug);
  if (isRequestError(rules.error) && rules.error.status === 404) return <Missing texts={texts} />;
  if (rules.data && rules.data.kind !== kind) return <Missing texts={texts} />;
  const data = rules.data;
  return (
    <PageFrame
      title={data?.title}
      subtitle={
        data
          ? texts.window({
              start: formatDate(data.startsAt, 'YYYY-MM-DD'),
              end: formatDate(data.endsAt, 'YYYY-MM-DD'),
            })
          : undefined
      }
    >
      <QueryView query={rules} rows={6}>
        {children}
      </QueryView>
    </PageFrame>
  );
}
