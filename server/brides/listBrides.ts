import { desc } from 'drizzle-orm';
import { BRIDES_PER_PAGE, type BrideFilters } from '../../api/contract/brides';
import type { Db } from '../db/client';
import { brideReports } from '../db/schema';
import { offsetOf, pageOf } from '../halls/paginate';
import { readSections, rowsQuery } from '@/server/db/jsonRows';
import { preparedSections } from '@/server/db/preparedSections';
import { cardColumns, cardCountRows, newestCardSections, newestCardsOf, selectCardsAs, toCards, type CardRow } from './cards';
import { reportFacetTotalRows } from './facetSummaries';
import { allOf, filterSql, resolveFilters } from './filters';
import { isPublicMember } from './visibility';

/** /brides/ itself (no filter, the first page): its cards, their tags and the total, prepared. */
const readFirstPage = preparedSections([], (db) => ({ ...newestCardSections(db, isPublicMember(), BRIDES_PER_PAGE), total: reportFacetTotalRows(db, {}) }));

/**
 * /api/brides/: public reports under the filters, newest first, and their total in the same
 * statement. The total comes from the maintained summary (counting the market's 100,000 reports
 * took 110 ms an uncached page) unless a hall is chosen.
 */
export async function listBrides(db: Db, input: Partial<BrideFilters> & { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? BRIDES_PER_PAGE;
  const f = await resolveFilters(db, input);
  const filters = filterSql(f);
  if (filters.length === 0 && page === 1 && perPage === BRIDES_PER_PAGE) {
    const first = await readFirstPage(db, {});
    return pageOf(await newestCardsOf(db, first), first.total[0]?.n ?? 0, page, perPage);
  }
  const where = allOf([isPublicMember(), ...filters]);
  const rows = await readSections(db, {
    cards: rowsQuery(cardColumns(), (select) =>
      selectCardsAs(db, where, select).orderBy(desc(brideReports.postedAt), desc(brideReports.userId)).limit(perPage).offset(offsetOf(page, perPage))),
    total: f.hallId ? cardCountRows(db, where) : reportFacetTotalRows(db, f),
  });
  return pageOf(await toCards(db, rows.cards as CardRow[]), rows.total[0]?.n ?? 0, page, perPage);
}
