export const REFERENCE_INDEX: number;
export function cpuSlowdownMultiplier(index: number): number;
export function median(values: number[]): number;
export function cpuMsAtReference(cpuMs: number, index: number): number;
export function rpsAtReference(rps: number, index: number): number;
export function nodeBenchmarkIndex(readings?: number): Promise<{ index: number; readings: number[] }>;
