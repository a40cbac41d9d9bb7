/** Turns the hot-read answer cache on for the enclosing describe block (the tests run with it off). */
export function withResponseCache(): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.RESPONSE_CACHE;
    process.env.RESPONSE_CACHE = '1';
  });
  afterAll(() => {
    if (before === undefined) delete process.env.RESPONSE_CACHE;
    else process.env.RESPONSE_CACHE = before;
  });
}
