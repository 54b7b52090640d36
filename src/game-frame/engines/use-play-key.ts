import { useEffect, useRef } from 'react';

const INTERACTIVE = 'button, a, input, select, textarea, summary, [contenteditable="true"]';

/**
 * Space or Enter anywhere on the page plays (spin, roll, bet), except where the key already means something to the
 * focused control: a focused button still gets its own click, a field keeps its typing.
 */
export function usePlayKey(play: () => void) {
  const latest = useRef(play);
  useEffect(() => {
    latest.current = play;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as Element | null;
      if (target instanceof Element && target.closest(INTERACTIVE)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
