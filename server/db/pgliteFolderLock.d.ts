export function lockFolder(dataDir: string): Promise<() => void>;
