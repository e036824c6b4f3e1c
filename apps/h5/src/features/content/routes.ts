import { defineRoutes } from '@/lib/routing/route-table';
import { KNOWLEDGE_CATEGORIES } from '@freight/contract/endpoints/knowledge-values';
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
  /**
   * 'track-deduction learning': the lessons, numbered; a logged-in driver's best result (passed, or
   * not yet with the way to retake); the exam's size and pass mark and the way to it
   * @who drivers (anyone may read)
   * @table content:education
   */
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
  /**
   * 'track-deduction exam questions': one choice per question, kept for the tab until handed in (a
   * reload keeps them); a question left out is named at it and in a summary; handed in once however
   * often tapped; passed or not, each question's right answer and why; retake as often as wanted
   * @who drivers (logged in on the page; others told so)
   * @table content:education
   */
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
  /**
   * the approved posts, newest first, ten at a time ("show more"), each with its cover photo,
   * opening, author (type and masked mobile) and date; one's own posts with their state and a
   * refusal's reason; the way to write one (at the top)
   * @who anyone; a logged-in user also sees their own posts
   * @table content:party
   */
  {
    path: '/operate/partyBuilding',
    meta: { title: 'title.operate.partyBuilding' },
    catalogue: partyCatalogue,
    page: () => import('./pages/party-list'),
  },
  /**
   * a post: title (4-40), text (10-1000, counted), up to three photos (taken or picked, compressed,
   * retried; each removable); kept for the tab until sent (a reload keeps the photos too); one post
   * per tap; a refusal at its field; sent for review
   * @who drivers and shippers (logged in on the page)
   * @table content:party
   */
  {
    path: '/operate/partyBuilding/add',
    meta: { title: 'title.operate.partyBuilding.add' },
    catalogue: partyCatalogue,
    page: () => import('./pages/party-add'),
  },
  /**
   * the post as written, its photos (each full screen on a tap); for its author, "in review" or "not
   * approved: reason" with the way to post again; an id that names none the caller may see is a
   * clear not-found
   * @who anyone (a published post); its author (any state)
   * @query id=N
   * @table content:party
   */
  {
    path: '/operate/partyBuilding/detail',
    meta: { title: 'title.operate.partyBuilding.detail' },
    catalogue: partyCatalogue,
    page: () => import('./pages/party-detail'),
  },
  /**
   * the articles by category, or found by words in their titles and text; the filter lives in the
   * link (`?category=…&q=…`: back from an article, a reload or a shared link keeps it; an unknown
   * category is no filter); nothing found says so; the feedback form one tap away
   * @who shippers and drivers with a question
   * @table content:knowledge
   */
  {
    path: '/knowledge/list',
    firstScreen: true,
    fetchFirstScreen: 'server',
    earlyRead: 'knowledge',
    screenParams: { category: KNOWLEDGE_CATEGORIES, q: [] },
    meta: { title: 'title.knowledge.list' },
    catalogue: knowledgeCatalogue,
    page: () => import('./pages/knowledge-list'),
  },
  /**
   * one article: category and date, its sections, the feedback form for it, up to three related
   * articles; an id that names none (or a hostile one) is a clear not-found with the way back
   * @who the same
   * @table content:knowledge
   */
  {
    path: '/knowledge/detail/:id',
    meta: { title: 'title.knowledge.detail' },
    catalogue: knowledgeCatalogue,
    page: () => import('./pages/knowledge-detail'),
  },
  /**
   * feedback on that article ("did it help?", optional) or on anything: the text (5-500 characters,
   * counted as typed) and an optional number to call back (full-width digits kept as digits); kept
   * for the tab until sent; sent once however often tapped; the answer is the feedback's number, to
   * quote to customer service; below, a logged-in sender's earlier feedback, newest first, each with
   * its number, where it stands and the reply; a name that is no article's says so
   * @who the same; `:name` an article's id or `general`
   * @table content:knowledge
   */
  {
    path: '/knowledge/feedBack/:name',
    meta: { title: 'title.knowledge.feedBack' },
    catalogue: knowledgeCatalogue,
    page: () => import('./pages/knowledge-feedback'),
  },
]);
