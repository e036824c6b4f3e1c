import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import type { CampaignRules, DrawPage } from '@freight/contract/endpoints/index';
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/page/page-frame';
import type { KeptQueryView } from '@/components/query-view/kept-query-view';
import { QueryView } from '@/components/query-view/query-view';
import { useEarlyCampaign } from '@/lib/campaigns/early-read';
import { drawPagePath } from '@/lib/campaigns/game-page';
import { useFollowCampaign } from '@/lib/campaigns/follow';
import { campaignKeys } from '@/lib/campaigns/keys';
import { type KeptRead, useCampaignRulesOfCaller } from '@/lib/campaigns/rules';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { Navigate, useSearchParams } from '@/lib/routing/router';

/** What the frame says, in the words of the catalogue its pages load. */
export interface FrameTexts {
  missing: string;
  missingHint: string;
  window: (dates: { start: string; end: string }) => string;
  /** The notice over an answer kept from an earlier visit, given its age (docs/decisions/048). */
  kept?: (age: string) => string;
}

export interface CampaignFrameProps {
  kind: CampaignRules['kind'];
  /** The draw page this is: a draw its campaign presents on the other one is sent there. */
  drawPage?: DrawPage;
  texts: FrameTexts;
  /**
   * A page that shows the campaign's answer kept from an earlier visit until the server answers
   * (docs/decisions/048) gives the view that does (KeptQueryView) and the read (`keptQuery`), so
   * that the pages that do not load none of it. Those wait for the server: the games (red packets,
   * cut-price, collect-words), whose first screen is the caller's own game and which a kept answer
   * could not let be played.
   */
  kept?: { view: typeof KeptQueryView; read: KeptRead };
  /**
   * What stands under the hero from the page's first render, before the signed read has answered
   * (`undefined` until then): a visitor's login card (lucky-draw.tsx), drawn with the HTML's first
   * screen, in its place before and after the read (docs/decisions/049).
   */
  lead?: (rules: CampaignRules | undefined) => ReactNode;
  children: (rules: CampaignRules) => ReactNode;
}

/**
 * The page of the campaign its link names (`?slug=…`) if it is of `kind`: its title and window in
 * the hero, then `children`; a link without a slug, or to no campaign of that kind, says so. A draw
 * page (`drawPage`) replaces itself with the one its draw names. The page follows its campaign:
 * its start, end and early end show without a reload. Every game page stands in it
 * (campaign-parts' CampaignPage, game-parts' GamePage), each with its own catalogue's words.
 */
export function CampaignFrame({ children, ...props }: CampaignFrameProps) {
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  if (!CAMPAIGN_SLUG_PATTERN.test(slug)) return <Missing texts={props.texts} />;
  return (
    <LoadedCampaign slug={slug} {...props}>
      {children}
    </LoadedCampaign>
  );
}

function Missing({ texts }: { texts: FrameTexts }) {
  return <PageFrame title={texts.missing} subtitle={texts.missingHint} />;
}

function LoadedCampaign({
  slug,
  kind,
  drawPage,
  texts,
  kept,
  lead,
  children,
}: CampaignFrameProps & { slug: string }) {
  const KeptView = kept?.view;
  const keptText = texts.kept;
  const rules = useCampaignRulesOfCaller(slug, kept?.read);
  // The name and the window as index.html's script read them (ADR 049), until the signed read
  // answers; what is the campaign's now (stock, state) or the caller's waits for that one.
  const early = useEarlyCampaign(slug, Boolean(rules.data));
  // Its start, end and early end reach the open page without a reload (lib/campaigns/follow.ts).
  useFollowCampaign(campaignKeys.rules(slug), rules.data, rules.dataUpdatedAt);
  if (isRequestError(rules.error) && rules.error.status === 404) return <Missing texts={texts} />;
  if (rules.data && rules.data.kind !== kind) return <Missing texts={texts} />;
  const data = rules.data;
  // A link made before the operator chose the draw's page (or typed by hand) lands on its page.
  if (drawPage && data?.drawPage && data.drawPage !== drawPage) {
    return <Navigate to={drawPagePath(data.drawPage, data.slug)} replace />;
  }
  const hero =
    data ??
    (early && early.kind === kind && (!drawPage || early.drawPage === drawPage) ? early : null);
  return (
    <PageFrame
      title={hero?.title}
      // The window's line is kept while it is not known, so that nothing under it moves when it
      // comes (the HTML's first screen has it blank).
      subtitle={
        hero
          ? texts.window({
              start: formatDate(hero.startsAt, 'YYYY-MM-DD'),
              end: formatDate(hero.endsAt, 'YYYY-MM-DD'),
            })
          : '\u00a0'
      }
    >
      {/* A kept answer (never fetched: `dataUpdatedAt` 0) is not the campaign's now. */}
      {lead?.(rules.dataUpdatedAt > 0 ? data : undefined)}
      {KeptView && keptText ? (
        <KeptView query={rules} rows={6} keptText={keptText}>
          {children}
        </KeptView>
      ) : (
        <QueryView query={rules} rows={6}>
          {children}
        </QueryView>
      )}
    </PageFrame>
  );
}
