// The party-building area's endpoints (oms-service): GET /api/party/posts (anyone; published posts,
// newest first, a page at a time), GET /api/party/post?id= (anyone; published, or the caller's
// own in any state; else a 404 that does not say which), POST /api/party/submit (a logged-in
// user; stored pending, capped) and GET /api/party/mine (a logged-in user's own posts). Operators
// decide in ops-routes.ts.

import {
  getPartyPost,
  listPartyPosts,
  myPartyPosts,
  submitPartyPost,
} from '@freight/contract/endpoints/party';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { uploadsFor } from '../uploads/public.ts';
import { listPublished, myPosts, submitPost, visiblePost } from './posts.ts';

const partyRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = uploadsFor(app);

  serveEndpoint(app, listPartyPosts, async ({ fields: { before } }) =>
    listPublished(app.db, before, uploads.links),
  );

  serveEndpoint(app, getPartyPost, async ({ fields: { id }, user }) =>
    visiblePost(app.db, id, user?.userId ?? null, uploads.links),
  );

  serveEndpoint(app, submitPartyPost, async ({ fields, user }) =>
    submitPost(app.db, uploads, {
      title: fields.title,
      text: fields.text,
      photoKeys: fields.photoKeys ?? [],
      requestId: fields.requestId,
      userId: user.userId,
      now: app.now(),
    }),
  );

  serveEndpoint(app, myPartyPosts, async ({ user }) => myPosts(app.db, user.userId));
};

export default partyRoutes;
