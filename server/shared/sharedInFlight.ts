const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One job in flight per scope and key (a database and a read, the media cache and a file):
 * callers that ask while it runs (two parts of one page, visitors arriving together) share its
 * answer. Nothing is kept once it settles, so the next caller starts afresh: this coalesces, it
 * does not cache.
 */
export function sharedInFlight<T>(scope: object, key: string, run: () => PromiseLike<T>): Promise<T> {
  let jobs = inFlight.get(scope);
  if (!jobs) inFlight.set(scope, (jobs = new Map()));
  const running = jobs.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = Promise.resolve(run());
  jobs.set(key, started);
  const forget = () => {
    if (jobs.get(key) === started) jobs.delete(key);
  };
  started.then(forget, forget);
  return started;
}
