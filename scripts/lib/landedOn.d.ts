export function redirectedTo(lhr: { requestedUrl?: string; finalDisplayedUrl?: string }): string;
