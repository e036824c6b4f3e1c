// The operator API's endpoints of campaigns (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const campaignOpsEndpoints: readonly OpsEndpointDef[] = [];
