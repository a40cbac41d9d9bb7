import type { GetServerSidePropsContext } from 'next';
import type { ApiClient } from '../../api/client';
import type { Hall } from '../../api/contract/halls';
import { serverApi } from '../../api/server';
import type { Crumb } from '../../components/ui/Breadcrumbs';
import { setPageCache } from '../pageCache';
import { loadHall } from './hallLoader';
import { hallCrumbs } from './hallSeo';
import { siteUrl } from './seo';

export interface HallSubBase {
  hall: Hall;
  crumbs: Crumb[];
  base: string;
}

/** The common start of a hall sub-page: the hall (or null → 404), its crumbs and the API. */
export async function loadHallSub(ctx: GetServerSidePropsContext, sub: { name: string; path: string }): Promise<{ api: ApiClient; base: HallSubBase } | null> {
  const api = serverApi(ctx.req, ctx.res);
  const hall = await loadHall(api, ctx.params?.id);
  if (!hall) return null;
  setPageCache(ctx.req, ctx.res);
  // The Q&A are the top page's (hallTopLoader); a sub-page would only carry them in its __NEXT_DATA__.
  return { api, base: { hall: { ...hall, hall_question_and_answers: [] }, crumbs: hallCrumbs(hall, { name: sub.name }), base: siteUrl() } };
}

/** The first value of a query parameter when it is one of `allowed`. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
}

export function pageParam(value: unknown): number {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && /^\d{1,4}$/.test(v) && Number(v) > 0 ? Number(v) : 1;
}
