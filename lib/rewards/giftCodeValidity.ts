import { japanToday } from '@/lib/japanDate';

/** A gift code can be used through the whole of its last day in Japan (yyyy-MM-dd). */
export const codeExpired = (validUntil: string | null | undefined, now = new Date()): boolean => !!validUntil && japanToday(now) > validUntil;
