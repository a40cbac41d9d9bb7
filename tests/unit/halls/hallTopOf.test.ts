import type { HallPage } from '@/api/contract/hallPage';
import { hallTopOf } from '@/lib/halls/hallTopLoader';
import { hall, review } from '../../components/halls/fixtures';

const page = (over: Partial<HallPage> = {}): HallPage => {
  const empty = { items: [], total: 0, page: 1, per_page: 4, total_pages: 1 };
  return {
    hall: hall({
      hall_question_and_answers: [{ id: 1, type: 'cuisine', question: '試食は？', answer: 'できます' }, { id: 2, type: 'unknown', question: 'Q', answer: 'A' }],
      comment_stats: { range_of_people: [40, 60], range_of_price: [1, 2], count: [[1, 2], [0, 3]] },
    }),
    photo_sections: { sections: [] },
    benefits: { items: [] },
    plans: empty,
    costs: { ...empty, average_total: 0, average_guest_count: 0, average_per_person: 0 },
    comments_count: { count: 1, by_status: { guest: 1, married: 0, fair: 0 }, by_rating: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 }, average: { rating: 4, ceremony: 4, reception: 4, food: 4, staff: 4, cost: 4, location: 4 } },
    comments: { ...empty, items: [review()], total: 1 },
    top_bride_photos: { items: [], total: 0 },
    nearby: { items: [] },
    brides: empty,
    fairs: { ...empty, hold_dates: ['2026-12-05'] },
    videos: empty,
    ...over,
  };
};

describe('hallTopOf: the hall page props from the one answer of GET /api/wn/halls/{id}/page', () => {
  it('hands each section to the field the page components read', () => {
    const answer = page();
    const { data, fairs, videos } = hallTopOf(answer);
    expect(data.hall).toEqual({ ...answer.hall, hall_question_and_answers: [] });
    expect(data.comments).toBe(answer.comments);
    expect(data.commentsCount).toBe(answer.comments_count);
    expect(data.bridePhotos).toBe(answer.top_bride_photos);
    expect(data.nearby).toBe(answer.nearby.items);
    expect(data.photoSections).toBe(answer.photo_sections.sections);
    expect(fairs.hold_dates).toEqual(['2026-12-05']);
    expect(videos).toBe(answer.videos.items);
  });

  it('makes the Q&A and the review grid from the hall, as their own endpoints answer them, and sends the Q&A once', () => {
    const { data } = hallTopOf(page());
    expect(data.qa.map((q) => [q.type, q.type_label])).toEqual([['cuisine', '料理'], ['other', 'その他']]);
    expect(data.hall.hall_question_and_answers).toEqual([]);
    expect(data.commentStats).toEqual({ range_of_people: [40, 60], range_of_price: [1, 2], count: [[1, 2], [0, 3]], total: 6 });
  });
});
