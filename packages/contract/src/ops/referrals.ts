// The operator API's endpoints of referrals (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const referralOpsEndpoints: readonly OpsEndpointDef[] = [];
