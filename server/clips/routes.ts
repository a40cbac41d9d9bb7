import type { Route } from '../http/route';
import { route } from '../http/route';
import type { RequestContext, SessionUser } from '../http/context';
import { unauthorized } from '../http/errors';
import * as c from '../../api/contract/clips';
import { addHallClip, bulkHallClips, countHallClips, deleteHallClip, listHallClips, updateHallClipNote } from './hallClips';
import { createShare, deleteShare, getSharedHallClips, getSharedList, shareableHallClips, updateShare } from './shares';
import { addComment } from './comments';
import { userKarte } from './karte';
import { addArticleClip, articleClipStates, deleteArticleClip, listArticleClips } from './articleClips';
import { addBrideReportClip, brideReportClipStates, deleteBrideReportClip, listBrideReportClips } from './brideReportClips';

/** The session's user; invoke() has already answered 401 for 'user' endpoints without one. */
function me(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}

/** Every endpoint of the clips domain, bound to its implementation. */
export const clipsRoutes: Route[] = [
  route(c.addHallClip, (input, ctx) => addHallClip(ctx.db, me(ctx).id, input.hall_id)),
  route(c.deleteHallClip, (input, ctx) => deleteHallClip(ctx.db, me(ctx).id, input.id)),
  route(c.listHallClips, (input, ctx) => listHallClips(ctx.db, me(ctx).id, input.page, input.per_page, input.hall_ids)),
  route(c.bulkHallClips, (input, ctx) => bulkHallClips(ctx.db, me(ctx).id, input.hall_ids)),
  route(c.countHallClips, (_input, ctx) => countHallClips(ctx.db, me(ctx).id)),
  route(c.updateHallClip, (input, ctx) => updateHallClipNote(ctx.db, me(ctx).id, input.id, input.note, input.note_shared)),
  route(c.createHallClipShare, (input, ctx) => createShare(ctx.db, me(ctx).id, input.hall_clip_ids)),
  route(c.updateHallClipShare, (input, ctx) => updateShare(ctx.db, me(ctx).id, input.id, input.hall_clip_ids)),
  route(c.deleteHallClipShare, (input, ctx) => deleteShare(ctx.db, me(ctx).id, input.id)),
  route(c.getSharedList, (input, ctx) => getSharedList(ctx.db, input.hash, ctx.user?.id ?? null)),
  route(c.getSharedHallClips, (input, ctx) => getSharedHallClips(ctx.db, input.hash, input.page, input.per_page)),
  route(c.addHallClipComment, (input, ctx) => addComment(ctx.db, input, ctx.user)),
  route(c.shareableHallClips, (_input, ctx) => shareableHallClips(ctx.db, me(ctx).id)),
  route(c.userKarte, (_input, ctx) => userKarte(ctx.db, me(ctx).id)),
  route(c.addArticleClip, (input, ctx) => addArticleClip(ctx.db, me(ctx).id, input.article_id)),
  route(c.deleteArticleClip, (input, ctx) => deleteArticleClip(ctx.db, me(ctx).id, input.articleId)),
  route(c.articleClipStates, (input, ctx) => articleClipStates(ctx.db, input.article_ids, ctx.user?.id ?? null)),
  route(c.listArticleClips, (input, ctx) => listArticleClips(ctx.db, me(ctx).id, input.page, input.per_page)),
  route(c.addBrideReportClip, (input, ctx) => addBrideReportClip(ctx.db, me(ctx).id, input.bride_report_id)),
  route(c.deleteBrideReportClip, (input, ctx) => deleteBrideReportClip(ctx.db, me(ctx).id, input.reportId)),
  route(c.brideReportClipStates, (input, ctx) => brideReportClipStates(ctx.db, input.bride_report_ids, ctx.user?.id ?? null)),
  route(c.listBrideReportClips, (input, ctx) => listBrideReportClips(ctx.db, me(ctx).id, input.page, input.per_page)),
] as Route[];
