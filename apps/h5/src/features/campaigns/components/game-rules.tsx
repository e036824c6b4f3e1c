import type { CampaignRules } from '@freight/contract/endpoints/index';
import { publishedRulesOf } from '@/components/rules-page/campaign-rules';
import { useRulesI18n } from '@/components/rules-page/i18n/catalogue';
import { prizeText } from '@/components/rules-page/reward-text';
import { RulesBody } from '@/components/rules-page/rules-page';

export interface GameRulesProps {
  rules: CampaignRules;
  /** How the game is played, in the page's words. */
  heading: string;
  how: string[];
  /**
   * Words that stay Chinese in any language (the word game's phrase and characters), marked so in
   * `how` and in the operator's text.
   */
  chinese?: readonly string[];
}

/**
 * A game's published rules (ADR 030), in its own chunk with the rules page's strings, loaded when
 * the reader opens them (game-parts.tsx): the window, audience and limits, the prize with its
 * quantity and worth (no odds: a game's prize is not drawn), how it is played, the operator's
 * text, the top-ups and an early end.
 */
export default function GameRules({ rules, heading, how, chinese }: GameRulesProps) {
  const { t } = useRulesI18n();
  const published = publishedRulesOf(rules, t);
  return (
    <RulesBody
      rules={{
        ...published,
        tiers: rules.tiers
          .filter((tier) => tier.prize !== 'none')
          .map((tier) => ({
            name: tier.name,
            odds: null,
            quantity: tier.total,
            value: prizeText(tier, t),
          })),
        // The operator's text names the phrase too (an English text quotes it in Chinese).
        sections: [{ heading, paragraphs: how }, ...published.sections].map((section) => ({
          ...section,
          chinese,
        })),
      }}
    />
  );
}
