// The operator API's endpoints of party (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const partyOpsEndpoints: readonly OpsEndpointDef[] = [];
