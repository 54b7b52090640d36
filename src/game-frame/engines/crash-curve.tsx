import { multiplierAt } from '../../../contracts/games/engines/crash';
import styles from './crash.module.css';

const WIDTH = 400;
const HEIGHT = 220;
const STEPS = 48;

/** The multiplier's climb up to `elapsedMs`, scaled so the curve always fills the view (at least 8 s and 2×). */
export function CrashCurve({ elapsedMs, crashed }: { elapsedMs: number; crashed: boolean }) {
  const spanMs = Math.max(8000, elapsedMs * 1.15);
  const top = Math.max(200, multiplierAt(elapsedMs) * 1.15);
  const x = (ms: number) => (ms / spanMs) * WIDTH;
  const y = (x100: number) => HEIGHT - ((x100 - 100) / (top - 100)) * HEIGHT;
  const points = Array.from({ length: STEPS + 1 }, (_, i) => {
    const ms = (elapsedMs * i) / STEPS;
    return `${x(ms).toFixed(1)},${y(multiplierAt(ms)).toFixed(1)}`;
  });
  const end = points[points.length - 1];
  return (
    <svg className={styles.curve} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <polygon className={crashed ? styles.areaCrashed : styles.area} points={`0,${HEIGHT} ${points.join(' ')} ${end.split(',')[0]},${HEIGHT}`} />
      <polyline className={crashed ? styles.lineCrashed : styles.line} points={points.join(' ')} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
