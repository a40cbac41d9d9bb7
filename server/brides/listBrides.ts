import { desc } from 'drizzle-orm';
import { BRIDES_PER_PAGE, type BrideFilters } from '../../api/contract/brides';
import type { Db } from '../db/client';
import { brideReports } from '../db/schema';
import { offsetOf, pageOf } from '../halls/paginate';
import { readSections, rowsQuery } from '@/server/db/jsonRows';
import { cardColumns, cardCountRows, selectCardsAs, toCards, type CardRow } from './cards';
import { reportFacetTotalRows } from './facetSummaries';
import { allOf, filterSql, resolveFilters } from './filters';
import { isPublicMember } from './visibility';

/**
 * /api/brides/: public reports under the filters, newest first, and their total in the same
 * statement. The total comes from the maintained summary (counting the market's 100,000 reports
 * took 110 ms an uncached page) unless a hall is chosen.
 */
export async function listBrides(db: Db, input: Partial<BrideFilters> & { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? BRIDES_PER_PAGE;
  const f = await resolveFilters(db, input);
  const where = allOf([isPublicMember(), ...filterSql(f)]);
  const rows = await readSections(db, {
    cards: rowsQuery(cardColumns(), (select) =>
      selectCardsAs(db, where, select).orderBy(desc(brideReports.postedAt), desc(brideReports.userId)).limit(perPage).offset(offsetOf(page, perPage))),
    total: f.hallId ? cardCountRows(db, where) : reportFacetTotalRows(db, f),
  });
  return pageOf(await toCards(db, rows.cards as CardRow[]), rows.total[0]?.n ?? 0, page, perPage);
}
