import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { CasinoCategory } from '../../../contracts/cms';
import type { GameItem } from '../../../contracts/casino';
import { useT } from '../../app/hooks';
import { ROW_LENGTH } from '../../app/home/shelves';
import { GameGrid } from './game-grid';
import styles from './casino.module.css';


/** Where a row's scroll stands: at its start, at its end (both when everything fits). */
interface Ends {
  atStart: boolean;
  atEnd: boolean;
}

function endsOf(list: HTMLElement): Ends {
  const max = list.scrollWidth - list.clientWidth;
  return { atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= max - 1 };
}

/**
 * A home page row: the category's name, a link to its lobby, arrows that page through it a screenful of whole
 * cards at a time, and its first games. The arrows are announced as unavailable (not removed, so keyboard focus
 * stays on them) at the row's ends. The first render (server and hydration) assumes the start of a row that
 * scrolls, so nothing differs between the two.
 */
export function GameRow({ category, slug, games, loading }: { category: CasinoCategory; slug: string; games: GameItem[]; loading: boolean }) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: false });
  const shown = games.slice(0, ROW_LENGTH);

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const next = endsOf(element);
    setEnds((current) => (current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next));
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [measure, loading, shown.length]);

  const page = (direction: 1 | -1) => {
    const element = list.current;
    if (!element || (direction < 0 ? ends.atStart : ends.atEnd)) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  };

  const scrolls = loading || shown.length > 0;
  return (
    <section className={styles.shelf} aria-label={category.name}>
      <div className={styles.shelfHead}>
        <h2>{category.name}</h2>
        <Link href={`/casino/${slug}`} className={styles.seeAll} aria-label={`${t('content.home.seeAll')}: ${category.name}`}>
          {t('content.home.seeAll')}
        </Link>
        {scrolls && (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('content.home.previous', { name: category.name })}
              aria-disabled={loading || ends.atStart}
              onClick={() => page(-1)}
            >
              <Chevron direction={-1} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('content.home.next', { name: category.name })}
              aria-disabled={loading || ends.atEnd}
              onClick={() => page(1)}
            >
              <Chevron direction={1} />
            </button>
          </div>
        )}
      </div>
      <GameGrid games={shown} loading={loading} empty={t('content.lobby.empty')} row listRef={list} />
    </section>
  );
}

function Chevron({ direction }: { direction: 1 | -1 }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={direction < 0 ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
