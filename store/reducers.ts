import app from './slices/app';
import user from './slices/user';
import halls from './slices/halls';
import fairs from './slices/fairs';
import magazine from './slices/magazine';
import ranking from './slices/ranking';
import clips from './slices/clips';
import love from './slices/love';
import rings from './slices/rings';
import contact from './slices/contact';
import family from './slices/family';
import rewards from './slices/rewards';
import brides from './slices/brides';

/** Every slice of the store; each domain adds its own reducer here. */
export const reducers = {
  app,
  user,
  halls,
  fairs,
  magazine,
  ranking,
  clips,
  love,
  rings,
  contact,
  family,
  rewards,
  brides,
};
