// The operator API's endpoints of value (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const valueOpsEndpoints: readonly OpsEndpointDef[] = [];
