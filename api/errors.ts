/** The spec's client error (§8): every failed call becomes one of these. */
export class ApiClientError extends Error {
  readonly name = 'api_client_error';
  constructor(
    message: string,
    public readonly status: number,
    public readonly body?: unknown,
  ) {
    super(message);
  }
}

export const FAILED_TO_FETCH = 'Failed to fetch';

export function isApiClientError(e: unknown): e is ApiClientError {
  return e instanceof ApiClientError || (typeof e === 'object' && e !== null && (e as { name?: string }).name === 'api_client_error');
}

/** The message a slice stores when a call fails. */
export function errorMessage(e: unknown, fallback = FAILED_TO_FETCH): string {
  if (e instanceof Error && e.message) return e.message;
  return fallback;
}
