export function drainTimeoutMs(env?: NodeJS.ProcessEnv): number;
export function drain(options: {
  stopAccepting: () => Promise<void>;
  closeConnections: () => void;
  closePools: () => Promise<void>;
  timeoutMs?: number;
  exit?: (code: number) => void;
  log?: (message: string) => void;
}): Promise<void>;
