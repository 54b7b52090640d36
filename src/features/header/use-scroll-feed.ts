import { useEffect } from 'react';
import { useSystemActor } from '../../app/hooks';

/** Feeds the page's scroll position to the header actor, at most once per frame. */
export function useScrollFeed() {
  const header = useSystemActor('header');
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        header.send({ type: 'header.scrolled', y: window.scrollY });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [header]);
}
