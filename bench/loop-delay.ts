import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/**
 * This process's event-loop delay from now until `stop()`, in ms: how late its callbacks ran, whether it was busy or
 * waited for a core. Every latency this process measures or serves includes it.
 */
export function watchLoopDelay(): { stop: () => LoopDelay } {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  return {
    stop() {
      histogram.disable();
      return { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    },
  };
}
