import type { Route } from '../http/route';
import { route } from '../http/route';
import type { RequestContext } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';
import * as d from '../../api/contract/diagnosis';
import * as p from '../../api/contract/parents';
import * as e from '../../api/contract/enquete';
import * as s from '../../api/contract/special';
import { answerDiagnosis, createDiagnosis, getDiagnosis, getDiagnosisAnswer, getDiagnosisThanks, myLastDiagnosis } from './diagnosis';
import { coupleQuestionnaire, createLink, createQuestionnaire, parentView, saveReactions } from './parents';
import { enqueteTotals, getEnquete, postEnquete } from './enquete';
import { applySpecial, specialStatus } from './special';

/** The spec's login_id names the member, like user_id: only the signed-in member's own. */
function checkLoginId(loginId: number | undefined, ctx: RequestContext): void {
  if (loginId === undefined) return;
  if (!ctx.user) throw unauthorized();
  if (loginId !== ctx.user.id) throw forbidden('他のユーザーのデータにはアクセスできません');
}

/** The couple-and-family tools: diagnosis, parents' questionnaire, enquete and the LINE special. */
export const familyRoutes: Route[] = [
  route(d.createDiagnosis, (_i, ctx) => createDiagnosis(ctx.db)),
  route(d.getDiagnosis, (i, ctx) => getDiagnosis(ctx.db, i.id)),
  route(d.answerDiagnosis, (i, ctx) => answerDiagnosis(ctx.db, i.id, i.respondent, i.nickname, i.answers, ctx.user?.id ?? null)),
  route(d.getMyLastDiagnosis, (_i, ctx) => myLastDiagnosis(ctx.db, ctx.user!.id)),
  route(d.getDiagnosisAnswer, (i, ctx) => getDiagnosisAnswer(ctx.db, i.id, i.respondent)),
  route(d.getDiagnosisThanks, (i, ctx) => getDiagnosisThanks(ctx.db, i.id, i.respondent)),
  route(p.createParentQuestionnaire, (i, ctx) => createQuestionnaire(ctx.db, i.couple_name, i.answers)),
  route(p.getCoupleQuestionnaire, (i, ctx) => coupleQuestionnaire(ctx.db, i.key)),
  route(p.createParentLink, (i, ctx) => createLink(ctx.db, i.key, i.label)),
  route(p.getParentView, (i, ctx) => parentView(ctx.db, i.token)),
  route(p.saveParentReactions, (i, ctx) => saveReactions(ctx.db, i.token, i.reactions)),
  route(e.getEnquete, (i, ctx) => {
    checkLoginId(i.login_id, ctx);
    return getEnquete(ctx.db, i.version, ctx.user);
  }),
  route(e.postEnquete, (i, ctx) => {
    checkLoginId(i.login_id, ctx);
    return postEnquete(ctx.db, i.version, i.data, ctx.user!);
  }),
  route(e.enqueteTotals, (i, ctx) => enqueteTotals(ctx.db, i.version, ctx.user!)),
  route(s.getSpecial, (i, ctx) => specialStatus(ctx.db, i, ctx.user)),
  route(s.postSpecial, (i, ctx) => applySpecial(ctx.db, i, ctx.user!)),
] as Route[];
