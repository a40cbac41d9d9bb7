import type { Hall, HallSummary, Review } from '../../../api/contract/halls';
import type { EndpointOutput } from '../../../api/contract/define';
import type { getSearchProps } from '../../../api/contract/directory';
import type { SearchConditions } from '../../../lib/halls/types';

export function hallSummary(over: Partial<HallSummary> = {}): HallSummary {
  return {
    id: 101,
    name: 'ザ・ガーデンテラス銀座',
    short_name: 'ガーデンテラス銀座',
    slug: 'gardenterrace',
    area_slug: 'ginza',
    address: '東京都中央区銀座4-1-1',
    access: '銀座駅A1出口から徒歩3分',
    station_name: '銀座',
    rating: 4.3,
    rating_count: 128,
    cost: 3500000,
    price_range: '300万〜400万円',
    price_min: 3000000,
    price_max: 4000000,
    capacity_min: 20,
    capacity_max: 120,
    service_id: 3,
    service_name: '結婚式場',
    cover_images: [{ image_url: '/media/halls/101/cover/1.jpg' }],
    location: { prefecture_slug: 'tokyo', prefecture_name: '東京都', region_slug: 'kanto', region_name: '関東', area_slug: 'ginza', area_name: '銀座・日本橋' },
    catch_copy: '都心の緑に包まれる一軒家ウェディング',
    is_official: true,
    has_fair: true,
    ...over,
  };
}

export function hall(over: Partial<Hall> = {}): Hall {
  return {
    ...hallSummary(),
    tel: '03-1234-5678',
    lat: 35.6717,
    lng: 139.765,
    postal_code: '104-0061',
    description: '緑あふれるガーデンと光の差し込むチャペル。',
    features: ['チャペルあり'],
    atmospheres: [],
    ceremony_styles: ['キリスト教式'],
    wedding_styles: [],
    regulation: '持ち込み料：ドレス1着3万円',
    postponed_regulation: '',
    covid_regulation: '',
    best_rate: false,
    station_id: 1,
    walk_minutes: 3,
    district_slug: null,
    hall_question_and_answers: [],
    comment_stats: { range_of_people: [40, 60, 80, 100, 101], range_of_price: [1000000, 2000000, 3000000, 4000000, 4000001], count: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]] },
    ...over,
  };
}

export function review(over: Partial<Review> = {}): Review {
  return {
    id: 1,
    hall_id: 101,
    reviewer_type: 'married',
    reviewer_type_label: '挙式済み',
    nickname: 'はなこ',
    age_group: '20代',
    season: 'spring',
    season_label: '春',
    event_date: '2025-04-12',
    posted_at: '2025-05-01',
    title: 'スタッフさんが最高でした',
    body: '料理もおいしく、ゲストからも好評でした。',
    rating: 5,
    scores: { ceremony: 5, reception: 5, food: 4, staff: 5, cost: 4, location: 5 },
    guest_count: 60,
    cost: 3400000,
    helpful_count: 3,
    ...over,
  };
}

export const conditions: SearchConditions = {
  total: 120,
  k: [{ value: 'chapel', label: 'チャペルあり', count: 80 }, { value: 'garden', label: 'ガーデンあり', count: 40 }],
  p: [{ value: '2', label: '200万〜300万円', count: 30 }, { value: '3', label: '300万〜400万円', count: 50 }],
  g: [{ value: '1', label: 'ホテル', count: 20 }, { value: '3', label: '結婚式場', count: 60 }],
  t: [{ value: 'natural', label: 'ナチュラル', count: 22 }],
  c: [{ value: 'civil', label: '人前式', count: 70 }],
  ws: [{ value: 'family', label: '家族婚', count: 33 }],
  s: [{ value: 'recommended', label: 'おすすめ順' }],
  people: [{ value: 40, label: '40名' }, { value: 60, label: '60名' }, { value: 80, label: '80名' }],
};

// The whole /api/search_props answer: the search form takes the places of it (SearchProps), the home page's directory its regions.
export const searchProps: EndpointOutput<typeof getSearchProps> = {
  regions: [
    { id: 3, slug: 'kanto', name: '関東', hall_count: 300, prefectures: [
      { id: 13, slug: 'tokyo', name: '東京都', lat: 35.68, lng: 139.76, hall_count: 200 },
      { id: 14, slug: 'kanagawa', name: '神奈川県', lat: 35.44, lng: 139.64, hall_count: 100 },
    ] },
  ],
  prefecture: { id: 13, slug: 'tokyo', name: '東京都', lat: 35.68, lng: 139.76 },
  areas: [{ id: 1, slug: 'ginza', name: '銀座・日本橋', prefecture_slug: 'tokyo', lat: 35.67, lng: 139.76, hall_count: 40 }],
  stations: [],
  overseas_destinations: [
    { slug: 'hawaii', name: 'ハワイ', country_name: 'アメリカ合衆国', hall_count: 12 },
    { slug: 'guam', name: 'グアム', country_name: 'アメリカ合衆国（グアム）', hall_count: 0 },
  ],
  sorts: [],
  page_size: 18,
};
