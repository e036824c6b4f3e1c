// Driver education in the operator API: a viewer reads the drivers' exam attempts newest first, a
// page at a time, of one course when given, with the driver's mobile masked (as the users' lookup
// and the feedback list mask numbers, ADR 023; an admin reveals a user's number there). Reads are
// not audited. The course and its questions as operators edit them (ADR 045, editing.ts), each
// change audited.

import {
  createEduQuestion,
  getEduCourseOps,
  listEduAttempts,
  publishEduCourse,
  restoreEduQuestion,
  retireEduQuestion,
  unpublishEduCourse,
  updateEduCourse,
  updateEduQuestion,
} from '@freight/contract/ops';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import {
  addQuestion,
  changeCourse,
  courseWhole,
  replaceQuestion,
  setCoursePublished,
  setQuestionActive,
} from './editing.ts';
import { attemptsPage } from './exam.ts';

export const eduOpsRoutes: readonly OpsRoute[] = [
  serveOps(listEduAttempts, ({ app, query }) => attemptsPage(app.db, query)),
  serveOps(getEduCourseOps, ({ app, params }) => courseWhole(app.db, params.course)),
  serveOps(updateEduCourse, ({ app, params, body, operator }) =>
    changeCourse(app.db, actorOf(operator), app.now(), params.course, body),
  ),
  serveOps(publishEduCourse, ({ app, params, body, operator }) =>
    setCoursePublished(app.db, actorOf(operator), app.now(), params.course, true, body.updatedAt),
  ),
  serveOps(unpublishEduCourse, ({ app, params, body, operator }) =>
    setCoursePublished(app.db, actorOf(operator), app.now(), params.course, false, body.updatedAt),
  ),
  serveOps(createEduQuestion, ({ app, params, body, operator }) =>
    addQuestion(app.db, actorOf(operator), app.now(), params.course, body),
  ),
  serveOps(updateEduQuestion, ({ app, params, body, operator }) =>
    replaceQuestion(app.db, actorOf(operator), app.now(), params.id, body),
  ),
  serveOps(retireEduQuestion, ({ app, params, operator }) =>
    setQuestionActive(app.db, actorOf(operator), app.now(), params.id, false),
  ),
  serveOps(restoreEduQuestion, ({ app, params, operator }) =>
    setQuestionActive(app.db, actorOf(operator), app.now(), params.id, true),
  ),
];
