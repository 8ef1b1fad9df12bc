import { useEffect, useState } from 'react';
import { TIMER_TICK_MS } from '../../../domain/checkout.ts';

/** Milliseconds left until `deadline`, updated every second (null without a deadline). */
export function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline == null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline == null ? null : Math.max(0, deadline - now);
}
