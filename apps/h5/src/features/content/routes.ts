import { defineRoutes } from '@/lib/routing/route-table';
import {
  contentCatalogue,
  eduCatalogue,
  knowledgeCatalogue,
  partyCatalogue,
} from './i18n/catalogue';

// Routes of the content feature with their meta (equal to docs/spec/routes.json; checked by
// src/app/routes.test.ts). A route without `page` is declared but not mounted yet.
export const contentRoutes = defineRoutes('content', contentCatalogue, [
  { path: '/edu', redirect: '/edu/learning' },
  {
    path: '/edu/learning',
    meta: {
      title: 'title.edu.learning',
      page_id: 'EduLearning',
      data_source: 'senior_02',
      needOasOpenId: true,
    },
    catalogue: eduCatalogue,
    page: () => import('./pages/edu-learning'),
  },
  {
    path: '/edu/exam',
    meta: {
      title: 'title.edu.exam',
      page_id: 'EduExam',
      data_source: 'senior_02',
      needOasOpenId: true,
    },
    catalogue: eduCatalogue,
    page: () => import('./pages/edu-exam'),
  },
  {
    path: '/operate/partyBuilding',
    meta: { title: 'title.operate.partyBuilding' },
    catalogue: partyCatalogue,
    page: () => import('./pages/party-list'),
  },
  {
    path: '/operate/partyBuilding/add',
    meta: { title: 'title.operate.partyBuilding.add' },
    catalogue: partyCatalogue,
    page: () => import('./pages/party-add'),
  },
  {
    path: '/operate/partyBuilding/detail',
    meta: { title: 'title.operate.partyBuilding.detail' },
    catalogue: partyCatalogue,
    page: () => import('./pages/party-detail'),
  },
  {
    path: '/knowledge/list',
    meta: { title: 'title.knowledge.list' },
    catalogue: knowledgeCatalogue,
    page: () => import('./pages/knowledge-list'),
  },
  {
    path: '/knowledge/detail/:id',
    meta: { title: 'title.knowledge.detail' },
    catalogue: knowledgeCatalogue,
    page: () => import('./pages/knowledge-detail'),
  },
  {
    path: '/knowledge/feedBack/:name',
    meta: { title: 'title.knowledge.feedBack' },
    catalogue: knowledgeCatalogue,
    page: () => import('./pages/knowledge-feedback'),
  },
]);
