import { useEffect } from 'react';

/** Tells the site the document's height whenever it changes, so the iframe grows and never scrolls inside. */
export function useReportSize(report: (height: number) => void) {
  useEffect(() => {
    // The body's own height: the document's would never shrink below the iframe's current height.
    const body = document.body;
    let last = -1;
    const measure = () => {
      const height = Math.ceil(Math.max(body.getBoundingClientRect().height, body.scrollHeight));
      if (height === last) return;
      last = height;
      report(height);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [report]);
}
