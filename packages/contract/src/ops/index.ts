// Every operator endpoint, from each domain's declarations: the list the server's tests check
// against the routes it serves, and the one docs/contract.md §11 is written from.

import type { OpsEndpointDef } from './define.ts';
import { operatorOpsEndpoints } from './operators.ts';
import { driverOpsEndpoints } from './drivers.ts';
import { campaignOpsEndpoints } from './campaigns.ts';
import { valueOpsEndpoints } from './value.ts';
import { couponTemplateOpsEndpoints } from './coupon-templates.ts';
import { referralOpsEndpoints } from './referrals.ts';
import { userOpsEndpoints } from './users.ts';
import { knowledgeOpsEndpoints } from './knowledge.ts';
import { knowledgeArticleOpsEndpoints } from './knowledge-articles.ts';
import { gradeOpsEndpoints } from './grades.ts';
import { epidemicOpsEndpoints } from './epidemic.ts';
import { partyOpsEndpoints } from './party.ts';
import { eduOpsEndpoints } from './edu.ts';
import { shipmentOpsEndpoints } from './shipments.ts';
import { vitalsOpsEndpoints } from './vitals.ts';

export const opsEndpoints: readonly OpsEndpointDef[] = [
  ...operatorOpsEndpoints,
  ...driverOpsEndpoints,
  ...campaignOpsEndpoints,
  ...valueOpsEndpoints,
  ...couponTemplateOpsEndpoints,
  ...referralOpsEndpoints,
  ...userOpsEndpoints,
  ...knowledgeOpsEndpoints,
  ...knowledgeArticleOpsEndpoints,
  ...gradeOpsEndpoints,
  ...epidemicOpsEndpoints,
  ...partyOpsEndpoints,
  ...eduOpsEndpoints,
  ...shipmentOpsEndpoints,
  ...vitalsOpsEndpoints,
];
