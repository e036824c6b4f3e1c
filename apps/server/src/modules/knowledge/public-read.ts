// GET /public/knowledge?lang=…: every published article, in the list's order and in the shape of
// listKnowledge's answer, unsigned and outside the gateway (docs/decisions/050, its amendment of
// 2026-12-01): index.html's script asks for it as the HTML arrives, and the server renders the
// list's first screen from it. The same for everyone (the articles are published for anyone to
// read, as listKnowledge answers anyone); a cache may keep it the minute any public read is. The
// language is in the URL as in the other public reads, so that one URL is one answer; the articles
// are the operators' Chinese in either.

import { publicReadQuery } from '@freight/contract/endpoints/common';
import {
  listKnowledgeResponse,
  PUBLIC_KNOWLEDGE_PATH,
} from '@freight/contract/endpoints/knowledge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, publicOk } from '../../http/envelope.ts';
import { listArticles } from './articles.ts';

export const publicKnowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PUBLIC_KNOWLEDGE_PATH,
    {
      config: { endpoint: 'publicKnowledge' },
      schema: {
        querystring: publicReadQuery,
        response: { 200: envelopeOf(listKnowledgeResponse) },
      },
    },
    async (_request, reply) => {
      const articles = await listArticles(app.db, {});
      return publicOk(reply, { articles });
    },
  );
};
