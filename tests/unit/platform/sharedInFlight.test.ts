import { sharedInFlight } from '@/server/shared/sharedInFlight';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a read shared while in flight', () => {
  it('answers callers that ask while it runs from one read, and reads afresh once it has answered', async () => {
    const db = {};
    const first = deferred<number>();
    const read = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(2);
    const a = sharedInFlight(db, 'counts', read);
    const b = sharedInFlight(db, 'counts', read);
    first.resolve(1);
    await expect(Promise.all([a, b])).resolves.toEqual([1, 1]);
    expect(read).toHaveBeenCalledTimes(1);
    await expect(sharedInFlight(db, 'counts', read)).resolves.toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps reads of other names and other databases apart', async () => {
    const one = {};
    const other = {};
    const read = jest.fn(async () => 'x');
    await Promise.all([sharedInFlight(one, 'a', read), sharedInFlight(one, 'b', read), sharedInFlight(other, 'a', read)]);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives a failure to every caller that shared it, and the next caller tries again', async () => {
    const db = {};
    const failing = deferred<number>();
    const read = jest.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(3);
    const a = sharedInFlight(db, 'counts', read);
    const b = sharedInFlight(db, 'counts', read);
    failing.reject(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await expect(b).rejects.toThrow('connection lost');
    await expect(sharedInFlight(db, 'counts', read)).resolves.toBe(3);
  });
});
