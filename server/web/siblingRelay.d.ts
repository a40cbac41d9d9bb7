export const SIBLING_ENVELOPE: 'musubi.sibling';
export function isSiblingMessage(message: unknown): boolean;
export function relaySiblingMessages(cluster: {
  on(event: 'message', listener: (worker: unknown, message: unknown) => void): unknown;
  workers?: Record<string, { isConnected(): boolean; send(message: unknown, handle?: undefined, callback?: (error: Error | null) => void): boolean } | undefined>;
}): void;
