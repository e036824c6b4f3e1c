// WeChat (SPEC §6, docs/design.md §2): the JS-SDK config (getWXConfig) and the official account's
// silent OAuth (the authorize hop, the code exchange, and the stand-in authorize page).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainModule } from '../../http/domain-module.ts';
import { oauthAuthorizeRoutes, oauthServiceRoutes } from './oauth-routes.ts';
import wechatRoutes from './routes.ts';
import standInRoutes from './stand-in-routes.ts';

const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(wechatRoutes);
  await app.register(oauthServiceRoutes());
};

export function wechatModule(): DomainModule {
  return {
    name: 'wechat',
    endpoints: serviceRoutes,
    publicRoutes: oauthAuthorizeRoutes,
    devRoutes: standInRoutes,
  };
}
