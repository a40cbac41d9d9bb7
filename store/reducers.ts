import app from './slices/app';

/** Every slice of the store; each domain adds its own reducer here. */
export const reducers = {
  app,
};
