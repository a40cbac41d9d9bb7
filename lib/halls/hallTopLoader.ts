import type { ApiClient } from '../../api/client';
import type { EndpointOutput } from '../../api/contract/define';
import {
  getHallBenefits, getHallCommentStats, getHallComments, getHallCommentsCount, getHallCosts, getHallPlans,
  getHallQuestionAndAnswers, getNearbyHalls, getPhotoSections, getTopBridePhotos, QA_TYPE_LABELS, qaTypeOf, type Hall,
} from '../../api/contract/halls';
import { getHallBrides } from '../../api/contract/halls';
import { getHallVideos, type HallVideo } from '../../api/contract/directory';
import { emptyPage, part } from './hallLoader';

export interface HallTopData {
  hall: Hall;
  photoSections: EndpointOutput<typeof getPhotoSections>['sections'];
  benefits: EndpointOutput<typeof getHallBenefits>['items'];
  plans: EndpointOutput<typeof getHallPlans>;
  costs: EndpointOutput<typeof getHallCosts>;
  commentsCount: EndpointOutput<typeof getHallCommentsCount>;
  commentStats: EndpointOutput<typeof getHallCommentStats>;
  comments: EndpointOutput<typeof getHallComments>;
  qa: EndpointOutput<typeof getHallQuestionAndAnswers>['items'];
  bridePhotos: EndpointOutput<typeof getTopBridePhotos>;
  nearby: EndpointOutput<typeof getNearbyHalls>['items'];
  brides: EndpointOutput<typeof getHallBrides>;
}

export const emptyCommentsCount: HallTopData['commentsCount'] = {
  count: 0,
  by_status: { guest: 0, married: 0, fair: 0 },
  by_rating: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  average: { rating: 0, ceremony: 0, reception: 0, food: 0, staff: 0, cost: 0, location: 0 },
};

/**
 * The review grid as GET …/comment-stats answers it, made from the hall itself (GET /api/wn/halls/{id}
 * carries the grid), so a page that has the hall does not read it again.
 */
export function hallCommentStats(hall: Hall): HallTopData['commentStats'] {
  const stats = hall.comment_stats;
  return { ...stats, total: stats.count.flat().reduce((sum, n) => sum + n, 0) };
}

/** The Q&A as GET …/question_and_answers answers it, made from the hall itself (which carries them). */
export function hallQandA(hall: Hall): HallTopData['qa'] {
  return hall.hall_question_and_answers.map((q) => {
    const type = qaTypeOf(q.type);
    return { ...q, type, type_label: QA_TYPE_LABELS[type] };
  });
}

/** Everything the hall's top page shows, loaded in parallel. */
export async function loadHallTop(api: ApiClient, hall: Hall): Promise<HallTopData> {
  const id = hall.id;
  const commentStats = hallCommentStats(hall);
  const qa = hallQandA(hall);
  const [photoSections, benefits, plans, costs, commentsCount, comments, bridePhotos, nearby, brides] = await Promise.all([
    part(api.call(getPhotoSections, { id }).then((r) => r.sections), []),
    part(api.call(getHallBenefits, { id }).then((r) => r.items), []),
    part(api.call(getHallPlans, { id, per_page: 4 }), emptyPage(4)),
    part(api.call(getHallCosts, { id, per_page: 2 }), { ...emptyPage(2), average_total: 0, average_guest_count: 0, average_per_person: 0 }),
    part(api.call(getHallCommentsCount, { id }), emptyCommentsCount),
    part(api.call(getHallComments, { id, per_page: 3, order: 'newest' }), emptyPage(3)),
    part(api.call(getTopBridePhotos, { id }), { items: [], total: 0 }),
    part(api.call(getNearbyHalls, { id, limit: 6 }).then((r) => r.items), []),
    part(api.call(getHallBrides, { id, per_page: 3 }), emptyPage(3)),
  ]);
  return { hall, photoSections, benefits, plans, costs, commentsCount, commentStats, comments, qa, bridePhotos, nearby, brides };
}

/** The hall's videos for the 「動画」 section (none when the call fails). */
export function loadHallVideos(api: ApiClient, hallId: number): Promise<HallVideo[]> {
  return part(api.call(getHallVideos, { hall_id: hallId, per_page: 12 }).then((r) => r.items), []);
}
