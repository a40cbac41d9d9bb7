import Cookies from 'js-cookie';
import { v4 as uuidv4 } from 'uuid';
import { UUID_KEEP_DAYS } from '../constants';
import { UUID_COOKIE, type UuidDeps } from './visitorUuid';

/** The browser's defaults for ensureVisitorUuid. */
export function browserUuidDeps(register: (uuid: string) => Promise<unknown>): UuidDeps {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return {
    register,
    storage,
    readCookie: () => Cookies.get(UUID_COOKIE),
    writeCookie: (uuid) => Cookies.set(UUID_COOKIE, uuid, { expires: UUID_KEEP_DAYS, path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' }),
    now: () => Date.now(),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    generate: () => uuidv4(),
  };
}
