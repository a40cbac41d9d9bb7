export function isWarmingUp(): boolean;
export function afterWarmUp(listener: () => void): void;
export function setWarmingUp(active: boolean): void;
