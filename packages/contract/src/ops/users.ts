// The operator API's endpoints of users (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const userOpsEndpoints: readonly OpsEndpointDef[] = [];
