import reducer, { fetchFavoriteCount, initialRingsState, toggleFavorite, type RingsState } from '@/store/slices/rings';

const arg = { kind: 'ring' as const, id: 7, favorite: true };
const run = (actions: { type: string }[], from: RingsState = initialRingsState) => actions.reduce(reducer, from);

describe('the header favourite count', () => {
  it('keeps a save confirmed while the count probe was in flight (a pick kept from before login)', () => {
    const state = run([
      fetchFavoriteCount.pending('probe', undefined),
      toggleFavorite.pending('save', arg),
      toggleFavorite.fulfilled({ total: 1 }, 'save', arg),
      // The probe left before the save landed: its answer does not count it.
      fetchFavoriteCount.fulfilled({ brands: 0, rings: 0 }, 'probe', undefined),
    ]);
    expect(state.counts.data).toEqual({ brands: 0, rings: 1 });
  });

  it('takes the probe as it is when nothing was saved meanwhile, and forgets the earlier saves on the next probe', () => {
    const first = run([fetchFavoriteCount.pending('p1', undefined), toggleFavorite.fulfilled({ total: 4 }, 's', arg), fetchFavoriteCount.fulfilled({ brands: 0, rings: 4 }, 'p1', undefined)]);
    const second = run([fetchFavoriteCount.pending('p2', undefined), fetchFavoriteCount.fulfilled({ brands: 2, rings: 3 }, 'p2', undefined)], first);
    expect(second.counts.data).toEqual({ brands: 2, rings: 3 });
  });
});
