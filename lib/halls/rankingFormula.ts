/**
 * The rating ranking's published formula: a Bayesian average that pulls a hall's review
 * average towards its region's average by as many "virtual reviews" as RANKING_PRIOR_WEIGHT.
 * A hall with a few five-star reviews stays near the region's average; many reviews decide.
 */
export const RANKING_PRIOR_WEIGHT = 10;

/** score = (C × m + n × r) ÷ (C + n): r the hall's average, n its reviews, m the region's average, C the weight. */
export function bayesianScore(r: number, n: number, m: number, c = RANKING_PRIOR_WEIGHT): number {
  return (c * m + n * r) / (c + n);
}

/** The formula in plain Japanese, for the ranking page. */
export function rankingFormulaText(regionName: string, regionMean: number, c = RANKING_PRIOR_WEIGHT): string[] {
  return [
    `口コミ評価のランキングは、各式場の口コミ平均点に「${regionName}地方の式場全体の平均点（現在 ${regionMean.toFixed(2)} 点）の口コミが${c}件あるもの」として足し合わせた点数の順です。`,
    `計算式：点数 ＝（${c} × 地方の平均点 ＋ 式場の口コミ件数 × 式場の平均点）÷（${c} ＋ 式場の口コミ件数）`,
    '口コミが少ない式場は地方の平均点に近い点数になり、口コミが増えるほど式場自身の平均点に近づきます。数件の満点の口コミだけで上位になることはありません。',
    '口コミは、ムスビで予約したフェアに参加された方と、その式場で挙式された方が投稿し、スタッフの審査を経て掲載されたものです。',
  ];
}
