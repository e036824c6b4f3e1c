// The operator API's endpoints of knowledge (see define.ts).

import type { OpsEndpointDef } from './define.ts';

export const knowledgeOpsEndpoints: readonly OpsEndpointDef[] = [];
