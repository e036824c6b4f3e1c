// Driver education's endpoints (oms-service): GET /api/edu/course (anyone; the best attempt is the
// logged-in driver's), GET /api/edu/exam (a driver; the questions without their answers) and
// POST /api/edu/exam/submit (a driver; scored here, recorded, capped a day: exam.ts).

import { getEduCourse, getEduExam, submitEduExam } from '@freight/contract/endpoints/edu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_TYPE } from '../../db/schema/users.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { courseFor, examOf, submitExam } from './exam.ts';

const eduRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, getEduCourse, async ({ fields: { course }, user }) =>
    courseFor(app.db, course, user?.userType === USER_TYPE.driver ? user.userId : null),
  );

  serveEndpoint(app, getEduExam, async ({ fields: { course } }) => examOf(app.db, course));

  serveEndpoint(app, submitEduExam, async ({ fields, user }) =>
    submitExam(app.db, { ...fields, userId: user.userId, now: app.now() }),
  );
};

export default eduRoutes;
