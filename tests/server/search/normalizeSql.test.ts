jest.setTimeout(120000);

import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { execRows } from '@/server/search/execRows';
import { describeEachDb } from '../support/testDb';
import { normalizeSearchText } from '@/lib/search/normalize';
import { indexTokens } from '@/lib/search/terms';
import { japaneseText } from '../../unit/search/japaneseText';

describeEachDb('the database normalises as lib/search does', (fx) => {
  it('musubi_search_norm equals normalizeSearchText on random text', async () => {
    const samples = fc.sample(japaneseText(), { numRuns: 300, seed: 33 });
    samples.push('ｶﾞｰﾃﾞﾝ', 'ウェディング', 'ＡＢＣ１２３', 'ザ・ルミエール銀座', '𠮷野家', 'ﾜﾞｲﾝ', 'か゛', '');
    const rows = await execRows<{ n: string; tokens: string[] }>(fx.db, sql`SELECT musubi_search_norm(t) AS n, musubi_search_tokens(musubi_search_norm(t)) AS tokens FROM jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) WITH ORDINALITY AS x(t, i) ORDER BY i`);
    const got = rows;
    samples.forEach((s, i) => {
      expect({ s, n: got[i].n }).toEqual({ s, n: normalizeSearchText(s) });
      expect([...got[i].tokens].sort()).toEqual(indexTokens(normalizeSearchText(s)).sort());
    });
  });
});
