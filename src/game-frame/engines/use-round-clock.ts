import { useEffect, useState } from 'react';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Milliseconds since the round started by the server's clock, redrawn every frame while it runs (a few times a
 * second when the player asked for less motion).
 */
export function useRoundClock(running: { startedMs: number; clockOffsetMs: number } | null): number {
  const [elapsedMs, setElapsed] = useState(0);
  const startedMs = running?.startedMs ?? null;
  const offsetMs = running?.clockOffsetMs ?? 0;
  useEffect(() => {
    if (startedMs === null) return;
    const tick = () => setElapsed(Math.max(0, Date.now() + offsetMs - startedMs));
    tick();
    if (reducedMotion() || typeof requestAnimationFrame !== 'function') {
      const timer = setInterval(tick, 250);
      return () => clearInterval(timer);
    }
    let frame = 0;
    const loop = () => {
      tick();
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [startedMs, offsetMs]);
  return elapsedMs;
}
