export function registerSharedPageCache(cache: { clear(): void }): void;
export function clearSharedPageCache(): void;
