/** A controllable IntersectionObserver (jsdom has none): install it, render, then `fire`. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

type WithObserver = { IntersectionObserver?: unknown };

export function installFakeObserver(): void {
  FakeObserver.all = [];
  (globalThis as WithObserver).IntersectionObserver = FakeObserver;
}

export function removeFakeObserver(): void {
  delete (globalThis as WithObserver).IntersectionObserver;
}
