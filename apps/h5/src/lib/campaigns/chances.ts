// Whether a campaign runs now and the caller's attempts left, from its published rules (GET
// /api/campaign/rules): read by every game page, whatever strings and parts it shows them with.

import type { CampaignRules } from '@freight/contract/endpoints/index';

/** The campaign runs now (not before its start, not after its end or an operator's early end). */
export function isRunning(rules: CampaignRules): boolean {
  return rules.state === 'running' && !rules.endedEarly;
}

/** The caller's attempts left today and in all (null: no such limit), and whether none are. */
export function chancesOf(rules: CampaignRules) {
  const me = rules.me ?? { attemptsToday: 0, attempts: 0 };
  const today = rules.perDayLimit === null ? null : rules.perDayLimit - me.attemptsToday;
  const total = rules.perCampaignLimit === null ? null : rules.perCampaignLimit - me.attempts;
  return { today, total, none: (today !== null && today <= 0) || (total !== null && total <= 0) };
}
