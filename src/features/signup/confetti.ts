import type { ConfettiParams } from '../../../machines/welcome.machine';

/**
 * canvas-confetti loads on first use. Its default canvas sits under the modal <dialog>'s top layer, so the
 * burst gets a canvas of its own inside the open dialog.
 */
export function fireConfetti(_args: unknown, { particleCount, spread, originY }: ConfettiParams): void {
  void import('canvas-confetti').then(async ({ default: confetti }) => {
    const host = document.querySelector('dialog[open]') ?? document.body;
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '10' });
    host.append(canvas);
    const burst = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
    try {
      await burst({ particleCount, spread, origin: { y: originY } });
    } finally {
      canvas.remove();
    }
  });
}
