// Referrals (issue 13, docs/decisions/016): invitation tokens per inviter and programme, accepting
// an invitation under the anti-fraud rules, qualification and a reward paid once into the ledger,
// the operators' funnel and list, and the running programme's public read (ADR 049).

import type { DomainModule } from '../../http/domain-module.ts';
import { referralOpsRoutes } from './ops-routes.ts';
import { rekeyPersonKeysStep } from './person-keys.ts';
import { publicProgrammeRoutes } from './public-programme.ts';
import referralRoutes from './routes.ts';
import { demoReferralHistorySeed, demoReferralSeed } from './seed.ts';

export function referralsModule(): DomainModule {
  return {
    name: 'referrals',
    endpoints: referralRoutes,
    opsRoutes: referralOpsRoutes,
    publicRoutes: publicProgrammeRoutes,
    seeds: [demoReferralSeed, demoReferralHistorySeed],
    startupSteps: [rekeyPersonKeysStep],
  };
}
