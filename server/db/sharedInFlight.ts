const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One read in flight per database and name: callers that ask while it runs (two parts of one page,
 * visitors arriving together) share its answer. Nothing is kept once it settles, so the next caller
 * reads afresh: this coalesces, it does not cache.
 */
export function sharedInFlight<T>(db: object, name: string, read: () => PromiseLike<T>): Promise<T> {
  let reads = inFlight.get(db);
  if (!reads) inFlight.set(db, (reads = new Map()));
  const running = reads.get(name) as Promise<T> | undefined;
  if (running) return running;
  const started = Promise.resolve(read());
  reads.set(name, started);
  const forget = () => {
    if (reads.get(name) === started) reads.delete(name);
  };
  started.then(forget, forget);
  return started;
}
