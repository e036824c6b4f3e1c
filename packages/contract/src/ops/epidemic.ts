// The operator API's endpoints of epidemic (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const epidemicOpsEndpoints: readonly OpsEndpointDef[] = [];
