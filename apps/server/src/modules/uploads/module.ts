// Uploads: upload tokens, the embedded store's upload form (third-service) and the stored files a
// browser loads without signing.

import type { DomainModule } from '../../http/domain-module.ts';
import uploadedFiles from './files.ts';
import { uploadFormRoutes, uploadTokenRoutes } from './routes.ts';

export function uploadsModule(): DomainModule {
  return {
    name: 'uploads',
    endpoints: uploadTokenRoutes,
    routes: [{ service: 'third-service', plugin: uploadFormRoutes }],
    publicRoutes: uploadedFiles,
  };
}
