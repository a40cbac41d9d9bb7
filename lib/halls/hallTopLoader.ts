import type { ApiClient } from '@/api/client';
import type { EndpointOutput } from '@/api/contract/define';
import {
  getHallBenefits, getHallCommentStats, getHallComments, getHallCommentsCount, getHallCosts, getHallPlans,
  getHallQuestionAndAnswers, getNearbyHalls, getPhotoSections, getTopBridePhotos, getHallBrides, QA_TYPE_LABELS, qaTypeOf, type Hall,
} from '@/api/contract/halls';
import type { HallVideo } from '@/api/contract/directory';
import type { HallFairsPage } from '@/api/contract/fairs';
import { getHallPage, type HallPage } from '@/api/contract/hallPage';
import { orNotFound } from './hallLoader';

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

export interface HallTop {
  data: HallTopData;
  fairs: HallFairsPage;
  videos: HallVideo[];
}

/** The top page's sections from the one answer of GET /api/wn/halls/{id}/page. */
export function hallTopOf(page: HallPage): HallTop {
  const { hall } = page;
  return {
    data: {
      // The Q&A go to the page once, as `qa` (with their type labels), where its components read them.
      hall: { ...hall, hall_question_and_answers: [] },
      photoSections: page.photo_sections.sections,
      benefits: page.benefits.items,
      plans: page.plans,
      costs: page.costs,
      commentsCount: page.comments_count,
      commentStats: hallCommentStats(hall),
      comments: page.comments,
      qa: hallQandA(hall),
      bridePhotos: page.top_bride_photos,
      nearby: page.nearby.items,
      brides: page.brides,
    },
    fairs: page.fairs,
    videos: page.videos.items,
  };
}

/** Everything the hall's top page shows, in one call; null for an unknown hall (→ the 404 page). */
export async function loadHallTop(api: ApiClient, id: number): Promise<HallTop | null> {
  const page = await orNotFound(api.call(getHallPage, { id }));
  return page && hallTopOf(page);
}
