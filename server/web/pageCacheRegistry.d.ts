export function registerSharedPageCache(cache: { clear(tags?: readonly string[]): void }): void;
export function clearSharedPageCache(tags?: readonly string[]): void;
export function hasSharedPageCache(): boolean;
