import { getBrand, getRing, listBrands, ringSitemap, searchRings } from '../../api/contract/rings';
import { favoriteIds, listFavoriteBrands, listFavoriteRings, putFavoriteBrand, putFavoriteRing } from '../../api/contract/ringFavorites';
import { route } from '../http/route';
import * as brands from './brands';
import * as favorites from './favorites';
import { getRing as readRing } from './getRing';
import { searchRings as runSearch } from './searchRings';
import { ringSitemap as sitemap } from './sitemap';

/** The ring section (§7 "Brands and rings"), served under /ring. */
export const ringsRoutes = [
  route(listBrands, (input, ctx) => brands.listBrands(ctx.db, input)),
  route(getBrand, (input, ctx) => brands.getBrand(ctx.db, input.id, input.prefecture_slug)),
  route(searchRings, (input, ctx) => runSearch(ctx.db, input)),
  route(getRing, (input, ctx) => readRing(ctx.db, input.id, input.prefecture_slug)),
  route(ringSitemap, (_input, ctx) => sitemap(ctx.db)),
  route(listFavoriteBrands, (input, ctx) => favorites.listFavoriteBrands(ctx.db, ctx.user!.id, input)),
  route(listFavoriteRings, (input, ctx) => favorites.listFavoriteRings(ctx.db, ctx.user!.id, input)),
  route(putFavoriteBrand, (input, ctx) => favorites.putFavoriteBrand(ctx.db, ctx.user!.id, input.brand_id, input.favorite)),
  route(putFavoriteRing, (input, ctx) => favorites.putFavoriteRing(ctx.db, ctx.user!.id, input.ring_id, input.favorite)),
  route(favoriteIds, (_input, ctx) => favorites.favoriteIds(ctx.db, ctx.user!.id)),
];
