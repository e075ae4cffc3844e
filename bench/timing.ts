export const REPEATS = 20;

/** Times `repeats` runs one after the other: their median and 95th percentile, in milliseconds. */
export async function time(run: () => Promise<unknown>, repeats = REPEATS): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], p95: samples[Math.ceil(samples.length * 0.95) - 1] };
}
