// The operator API's endpoints of drivers (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const driverOpsEndpoints: readonly OpsEndpointDef[] = [];
