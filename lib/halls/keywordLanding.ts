import type { GetServerSideProps } from 'next';
import { serverApi } from '../../api/server';
import { FEATURES, SERVICES, WEDDING_STYLES } from '../../api/contract/searchVocabulary';
import { buildLanding, type LandingProps } from './landing';

const G_HEADINGS: Record<keyof typeof SERVICES, string> = {
  '1': 'ホテルウェディングができる結婚式場',
  '2': '挙式会場（チャペル・教会）',
  '3': 'ゲストハウス・結婚式場',
  '4': 'レストランウェディングができる式場',
  '5': '神社・寺院で挙げる結婚式',
  '6': 'フォトウェディングのフォトスタジオ',
  '99': 'その他の結婚式場',
};

interface KeywordKind {
  param: 'k' | 'ws' | 'g';
  vocabulary: Record<string, string>;
  heading: (key: string, label: string) => string;
  lead: (label: string) => string;
  others: string;
}

const KINDS: Record<'k' | 'ws' | 'g', KeywordKind> = {
  k: {
    param: 'k',
    vocabulary: FEATURES,
    heading: (_, label) => `「${label}」の結婚式場`,
    lead: (label) => `こだわり条件「${label}」にあてはまる全国の結婚式場です。エリアや人数、予算を加えてさらに絞り込めます。`,
    others: 'ほかのこだわり条件',
  },
  ws: {
    param: 'ws',
    vocabulary: WEDDING_STYLES,
    heading: (_, label) => `${label}ができる結婚式場`,
    lead: (label) => `${label}に対応した結婚式場を全国から探せます。プランや費用明細で、ふたりに合うスタイルを比べてみましょう。`,
    others: 'ほかのウェディングスタイル',
  },
  g: {
    param: 'g',
    vocabulary: SERVICES,
    heading: (key) => G_HEADINGS[key as keyof typeof SERVICES],
    lead: (label) => `式場タイプ「${label}」の結婚式場の一覧です。口コミ評価や費用目安で比べて選べます。`,
    others: 'ほかの式場タイプ',
  },
};

/** getServerSideProps of /k/{k}, /ws/{ws}, /g/{g}: an unknown keyword is a 404. */
export function keywordLanding(kindName: 'k' | 'ws' | 'g'): GetServerSideProps<LandingProps> {
  const kind = KINDS[kindName];
  return async (ctx) => {
    const key = ctx.params?.[kindName];
    if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(kind.vocabulary, key)) return { notFound: true };
    const label = kind.vocabulary[key];
    const heading = kind.heading(key, label);
    const api = serverApi(ctx.req, ctx.res);
    const props = await buildLanding(ctx, api, {
      path: `/${kindName}/${key}`,
      preset: { [kind.param]: [key] },
      name: label,
      heading,
      lead: kind.lead(label),
      crumbs: [{ name: 'トップ', href: '/' }, { name: '式場を探す', href: '/halls/search/' }, { name: heading }],
      stats: {},
      linkGroups: [
        { title: kind.others, links: Object.entries(kind.vocabulary).filter(([k]) => k !== key).map(([k, l]) => ({ href: `/${kindName}/${k}`, label: l })) },
      ],
    });
    return { props };
  };
}
