import type { Route } from '../http/route';
import { route } from '../http/route';
import * as B from '../../api/contract/brides';
import * as P from '../../api/contract/photoSearch';
import { listBrides } from './listBrides';
import { bridesAggregate } from './aggregate';
import { getBride, getBrideAlbums, getBrideReport } from './getBride';
import { getAlbum } from './getAlbum';
import { recordBrideView } from './views';
import { getThemeTag, listThemeTags } from './themeTags';
import { pickupBrides } from './pickup';
import { photoSearchAggregate, searchPhotos } from './photoSearch';
import * as E from '../../api/contract/brideEditor';
import type { UploadedFile } from '../../api/contract/define';
import type { RequestContext } from '../http/context';
import { unauthorized } from '../http/errors';
import { changingMember } from './cacheFootprint';
import { authorizePhotoUpload, createMyAlbum, deleteMyAlbum, deleteMyPhoto, myBrideReport, saveMyBrideReport, setMyVisibility, updateMyAlbum, updateMyPhoto, uploadMyPhoto } from './editor';

/** The session's member: the editor never takes a user id from the request. */
function me(ctx: RequestContext): number {
  if (!ctx.user) throw unauthorized();
  return ctx.user.id;
}

/** What a member's edits show in (server/brides/cacheFootprint.ts): her report shows everywhere, her photos on lists and her hall too. */
const EVERYWHERE = { lists: true, hall: true, albums: true, sitemap: true };
const PHOTOS = { lists: true, hall: true, albums: true };

/** Every endpoint of the bride-report domain (§7 "Brides"), bound to its implementation. */
export const bridesRoutes: Route[] = [
  route(B.listBrides, (input, ctx) => listBrides(ctx.db, input)),
  route(B.bridesAggregate, (input, ctx) => bridesAggregate(ctx.db, input)),
  route(B.getBride, (input, ctx) => getBride(input.id, ctx)),
  route(B.getBrideAlbums, (input, ctx) => getBrideAlbums(input.id, ctx)),
  route(B.getBrideReport, (input, ctx) => getBrideReport(input.id, ctx)),
  route(B.viewBride, (input, ctx) => recordBrideView(input.id, ctx)),
  route(B.getAlbum, (input, ctx) => getAlbum(input.id, ctx)),
  route(B.listThemeTags, (_input, ctx) => listThemeTags(ctx.db)),
  route(B.getThemeTag, (input, ctx) => getThemeTag(ctx.db, input)),
  route(B.listPickupBrides, (input, ctx) => pickupBrides(ctx.db, input)),
  route(P.searchPhotos, (input, ctx) => searchPhotos(ctx.db, input)),
  route(P.photoSearchAggregate, (input, ctx) => photoSearchAggregate(ctx.db, input)),
  route(E.getMyBrideReport, (_input, ctx) => myBrideReport(ctx.db, me(ctx))),
  route(E.saveMyBrideReport, (input, ctx) => changingMember(ctx, me(ctx), EVERYWHERE, () => saveMyBrideReport(ctx.db, me(ctx), input))),
  route(E.setMyVisibility, (input, ctx) => changingMember(ctx, me(ctx), EVERYWHERE, () => setMyVisibility(ctx.db, me(ctx), input.is_private))),
  route(E.createMyAlbum, (input, ctx) => changingMember(ctx, me(ctx), { albums: true, sitemap: true }, () => createMyAlbum(ctx.db, me(ctx), input.title))),
  // A new title shows on her album pages only; a new order may change her cover, on the lists and her hall's page.
  route(E.updateMyAlbum, (input, ctx) => changingMember(ctx, me(ctx), input.photo_ids ? PHOTOS : { albums: true }, () => updateMyAlbum(ctx.db, me(ctx), input))),
  route(E.deleteMyAlbum, (input, ctx) => changingMember(ctx, me(ctx), { ...PHOTOS, sitemap: true }, () => deleteMyAlbum(ctx.db, me(ctx), input.albumId))),
  route(E.uploadMyPhoto, (input, ctx) => changingMember(ctx, me(ctx), PHOTOS, () => uploadMyPhoto(ctx.db, me(ctx), { ...input, photo: input.photo as UploadedFile })), {
    authorize: (early, ctx) => authorizePhotoUpload(ctx.db, me(ctx), early.albumId),
  }),
  route(E.updateMyPhoto, (input, ctx) => changingMember(ctx, me(ctx), PHOTOS, () => updateMyPhoto(ctx.db, me(ctx), input))),
  route(E.deleteMyPhoto, (input, ctx) => changingMember(ctx, me(ctx), PHOTOS, () => deleteMyPhoto(ctx.db, me(ctx), input.photoId))),
] as Route[];
