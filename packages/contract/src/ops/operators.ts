// The operator API's endpoints of operators (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const operatorOpsEndpoints: readonly OpsEndpointDef[] = [];
