// @ts-check
'use strict';
// How fast this host's CPU is, as Lighthouse measures it (its benchmarkIndex), and what follows
// from it: the CPU slowdown that makes a Lighthouse run stand for a mid-range phone, and figures
// scaled to a reference host so runs on different machines compare. Used by scripts/lighthouse.mjs
// and scripts/bench.mjs.

/** The host every scaled figure is expressed for (benchmarkIndex 1,200, a mid-range 2020s laptop core). */
const REFERENCE_INDEX = 1200;

/**
 * Lighthouse's CPU throttling calculator (docs/throttling.md of Lighthouse): the multiplier that
 * slows a host of this benchmarkIndex down to a mid-range phone.
 *   - 800–1,300: 2 + (index − 800) / 500
 *   - above 1,300: 3 + (index − 1,300) / 233
 *   - below 800 (the calculator leaves it open): proportional, 2 × index / 800, never under 1 —
 *     continuous with the 800 end, and a host as slow as the phone itself is not slowed at all.
 * Rounded to one decimal, as Lighthouse's flag takes it.
 * @param {number} index
 * @returns {number}
 */
function cpuSlowdownMultiplier(index) {
  if (!(Number.isFinite(index) && index > 0)) throw new Error(`benchmarkIndex must be a positive number, got ${index}`);
  let multiplier;
  if (index > 1300) multiplier = 3 + (index - 1300) / 233;
  else if (index >= 800) multiplier = 2 + (index - 800) / 500;
  else multiplier = Math.max(1, (2 * index) / 800);
  return Math.round(multiplier * 10) / 10;
}

/**
 * The median of some readings (the index varies from run to run on a shared machine).
 * @param {number[]} values
 * @returns {number}
 */
function median(values) {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!finite.length) return NaN;
  const mid = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[mid] : (finite[mid - 1] + finite[mid]) / 2;
}

/**
 * CPU time per request on this host → what it would be on the reference host (a faster host
 * spends less, so its figure grows when scaled to a slower reference).
 * @param {number} cpuMs
 * @param {number} index this host's benchmarkIndex
 */
function cpuMsAtReference(cpuMs, index) {
  return (cpuMs * index) / REFERENCE_INDEX;
}

/**
 * Requests per second on this host → on the reference host (CPU-bound throughput scales with speed).
 * @param {number} rps
 * @param {number} index this host's benchmarkIndex
 */
function rpsAtReference(rps, index) {
  return (rps * REFERENCE_INDEX) / index;
}

/**
 * The host's benchmarkIndex measured in this Node process with Lighthouse's own loop (the page
 * function Lighthouse evaluates in the browser), the median of `readings` runs of about 1 s each.
 * Node and Chromium share V8, so the figures agree within the run-to-run noise.
 * @param {number} [readings]
 * @returns {Promise<{ index: number, readings: number[] }>}
 */
async function nodeBenchmarkIndex(readings = 5) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  // One unmeasured run so V8 has compiled the loops.
  pageFunctions.computeBenchmarkIndex();
  const values = [];
  for (let i = 0; i < readings; i++) values.push(pageFunctions.computeBenchmarkIndex());
  return { index: median(values), readings: values };
}

module.exports = { REFERENCE_INDEX, cpuSlowdownMultiplier, median, cpuMsAtReference, rpsAtReference, nodeBenchmarkIndex };
