/** Thrown when the limiter's queue is full: the caller should answer "busy" instead of waiting. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** Runs at most `max` tasks at a time; up to `maxQueue` more wait their turn, beyond that it refuses. */
export function createLimiter(max: number, maxQueue: number): Limiter {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next(); // the slot passes straight to the next task
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < max) running++;
      else if (queue.length >= maxQueue) throw new QueueFullError();
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
