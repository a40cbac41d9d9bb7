import { hydrate, makeStore } from '../../../store';

// Domain slices join the store with the first module that imports them (store/index.ts: combineSlices().inject).
describe('lazily injected slices', () => {
  it('starts with the shell\'s slices only, and a slice imported later joins the running store with its initial state', async () => {
    const store = makeStore();
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['app', 'user']));
    expect(store.getState().contact).toBeUndefined();
    const { initialContactState } = await import('../../../store/slices/contact');
    expect(store.getState().contact).toEqual(initialContactState);
    // A page's server-rendered state for it is merged as before.
    store.dispatch(hydrate({ contact: { ...initialContactState, feedback: { status: 'done', fetching: false, data: null, error: null } } }));
    expect(store.getState().contact.feedback.status).toBe('done');
  });

  it('keeps a server-rendered slice the browser bundle has not imported yet (only getServerSideProps did), until the slice joins', async () => {
    // The magazine pages import their slice in getServerSideProps only, which Next strips from the browser bundle.
    const preloaded = { magazine: { recent: { status: 'done', fetching: false, data: { posts: [1] }, error: null } } } as never;
    const store = makeStore(preloaded);
    store.dispatch({ type: 'app/unrelated' });
    const kept = store.getState() as unknown as { magazine: { recent: { data: unknown } } };
    expect(kept.magazine.recent.data).toEqual({ posts: [1] });
    store.dispatch(hydrate({ magazine: { recent: { status: 'done', fetching: false, data: { posts: [2] }, error: null } } } as never));
    expect((store.getState() as unknown as typeof kept).magazine.recent.data).toEqual({ posts: [2] });
    // Once a component imports the slice, it takes the state over as it was.
    await import('../../../store/slices/magazine');
    expect((store.getState() as unknown as typeof kept).magazine.recent.data).toEqual({ posts: [2] });
  });
});
