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
});
