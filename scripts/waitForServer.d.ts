export function waitForServer(url: string, timeoutMs: number): Promise<void>;
