// The operator API of loyalty: the grades and their rights (ADR 046, editing.ts). Reads are not
// audited; every change is, in its own transaction.

import {
  createGradeLevel,
  createGradeRight,
  listGradesOps,
  restoreGradeRight,
  retireGradeRight,
  updateGradeLevel,
  updateGradeRight,
} from '@freight/contract/ops';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import {
  addLevel,
  addRight,
  changeLevel,
  changeRight,
  gradesWhole,
  setRightRetired,
} from './editing.ts';

export const loyaltyOpsRoutes: readonly OpsRoute[] = [
  serveOps(listGradesOps, ({ app, query }) => gradesWhole(app.db, query.userType)),
  serveOps(createGradeLevel, ({ app, body, operator }) =>
    addLevel(app.db, actorOf(operator), app.now(), body),
  ),
  serveOps(updateGradeLevel, ({ app, params, body, operator }) =>
    changeLevel(app.db, actorOf(operator), app.now(), params, body),
  ),
  serveOps(createGradeRight, ({ app, body, operator }) =>
    addRight(app.db, actorOf(operator), app.now(), body),
  ),
  serveOps(updateGradeRight, ({ app, params, body, operator }) =>
    changeRight(app.db, actorOf(operator), app.now(), params.id, body),
  ),
  serveOps(retireGradeRight, ({ app, params, body, operator }) =>
    setRightRetired(app.db, actorOf(operator), app.now(), params.id, body.updatedAt, true),
  ),
  serveOps(restoreGradeRight, ({ app, params, body, operator }) =>
    setRightRetired(app.db, actorOf(operator), app.now(), params.id, body.updatedAt, false),
  ),
];
