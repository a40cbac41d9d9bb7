/** @jest-environment jest-fixed-jsdom */
import { PENDING_ACTION_STORAGE_KEY } from '../../../lib/constants';
import { takePendingAction } from '../../../store/pendingAction';
import { articleClipPending, brideReportClipPending, hallClipPending } from '../../../store/slices/clips';
import { lovePending } from '../../../store/slices/love';
import { favoritePending } from '../../../store/slices/rings';

// Storage is user-controlled: each kind's zod-free validator decides what may run after login.
const keep = (kind: string, payload: unknown) => window.sessionStorage.setItem(PENDING_ACTION_STORAGE_KEY, JSON.stringify({ kind, payload, savedAt: Date.now() }));

describe('pending action validators', () => {
  beforeEach(() => window.sessionStorage.clear());

  it.each([
    ['hall_clip', { hallId: 3 }],
    ['article_clip', { articleId: 12 }],
    ['bride_report_clip', { reportId: 5 }],
    ['ring_favorite', { kind: 'brand', id: 2 }],
    ['ring_favorite', { kind: 'ring', id: 9 }],
    ['love', { type: 'article', id: 4 }],
    ['love', { type: 'webpage', url: '/guide/fair' }],
  ])('accepts %s %j', (kind, payload) => {
    keep(kind, payload);
    expect(typeof takePendingAction()).toBe('function');
  });

  it.each([
    ['hall_clip', { hallId: '3' }],
    ['hall_clip', { hallId: 0 }],
    ['hall_clip', { hallId: 1.5 }],
    ['hall_clip', [3]],
    ['article_clip', { hallId: 3 }],
    ['bride_report_clip', null],
    ['ring_favorite', { kind: 'shop', id: 2 }],
    ['ring_favorite', { kind: 'ring', id: -1 }],
    ['love', { type: 'hall', id: 4 }],
    ['love', { type: 'article', id: '4' }],
    ['love', { type: 'webpage', url: 'https://evil.example/' }],
    ['love', { type: 'webpage', url: `/${'a'.repeat(2000)}` }],
  ])('refuses %s %j', (kind, payload) => {
    keep(kind, payload);
    expect(takePendingAction()).toBeNull();
  });

  it('keeps only the fields the kind knows', () => {
    expect(hallClipPending({ hallId: 3 })).toEqual({ kind: 'hall_clip', payload: { hallId: 3 } });
    expect(articleClipPending({ articleId: 1 }).kind).toBe('article_clip');
    expect(brideReportClipPending({ reportId: 1 }).kind).toBe('bride_report_clip');
    expect(favoritePending({ kind: 'ring', id: 1 }).kind).toBe('ring_favorite');
    expect(lovePending({ type: 'user', id: 1 }).kind).toBe('love');
  });
});
