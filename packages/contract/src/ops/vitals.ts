// The operator API's endpoints of vitals (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const vitalsOpsEndpoints: readonly OpsEndpointDef[] = [];
