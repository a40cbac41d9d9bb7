import { expectConformsToOpenApi } from '../support/openApiConformance';

describe('expectConformsToOpenApi', () => {
  it('accepts an answer of the documented shape and refuses another', () => {
    const count = { count: 3 };
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 200, count)).not.toThrow();
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 200, { count: 'three' })).toThrow(/does not conform.*\/count/);
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 200, {})).toThrow(/count/);
  });

  it('checks error answers against the shared Error schema', () => {
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 400, { error: 'bad_request', message: '入力が正しくありません', status: 400 })).not.toThrow();
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 400, { error: 'bad_request' })).toThrow(/message/);
  });

  it('refuses a path or an answer the document lacks', () => {
    expect(() => expectConformsToOpenApi('/api/nowhere', 'GET', 200, {})).toThrow(/not in/);
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 418, {})).toThrow(/no JSON answer/);
  });
});
