import { desc } from 'drizzle-orm';
import { BRIDES_PER_PAGE, type BrideFilters } from '../../api/contract/brides';
import type { Db } from '../db/client';
import { brideReports } from '../db/schema';
import { offsetOf, pageOf } from '../halls/paginate';
import { countCards, selectCards, toCards } from './cards';
import { reportFacetTotal } from './facetSummaries';
import { allOf, filterSql, resolveFilters } from './filters';
import { isPublicMember } from './visibility';

/**
 * /api/brides/: public reports under the filters, newest first. The total comes from the maintained
 * summary (counting the market's 100,000 reports took 110 ms an uncached page) unless a hall is chosen.
 */
export async function listBrides(db: Db, input: Partial<BrideFilters> & { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? BRIDES_PER_PAGE;
  const f = await resolveFilters(db, input);
  const where = allOf([isPublicMember(), ...filterSql(f)]);
  const [rows, total] = await Promise.all([
    selectCards(db, where)
      .orderBy(desc(brideReports.postedAt), desc(brideReports.userId))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    f.hallId ? countCards(db, where) : reportFacetTotal(db, f),
  ]);
  return pageOf(await toCards(db, rows), total, page, perPage);
}
