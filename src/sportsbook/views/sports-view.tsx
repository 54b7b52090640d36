import { useEffect, useMemo, useState } from 'react';
import type { Fixture } from '../../../contracts/sportsbook';
import { useBook } from '../book-context';
import type { BookPage } from '../config';
import { useI18n, type BookKey } from '../i18n';
import { refreshSlip } from '../slip';
import { useFixtures } from '../use-fixtures';
import { FixtureList } from './fixture-list';

type Sport = Fixture['sport'];
const sports: Sport[] = ['football', 'basketball', 'tennis'];
const sportKey: Record<Sport, BookKey> = { football: 'book.sport.football', basketball: 'book.sport.basketball', tennis: 'book.sport.tennis' };
const products: BookPage[] = ['main', 'live', 'fcg'];
const productKey: Record<BookPage, BookKey> = { main: 'book.product.prematch', live: 'book.product.live', fcg: 'book.product.featured' };
/** The featured page: the soonest matches of every sport, a short list for the book's second product page. */
const FEATURED_COUNT = 12;

export function SportsView({ initialPage }: { initialPage: BookPage }) {
  const { t } = useI18n();
  const { api, setSlip } = useBook();
  const [product, setProduct] = useState<BookPage>(initialPage);
  const [sport, setSport] = useState<Sport>('football');
  const { fixtures, error } = useFixtures(api, product === 'live');

  useEffect(() => {
    if (fixtures) setSlip((slip) => refreshSlip(slip, fixtures));
  }, [fixtures, setSlip]);

  const shown = useMemo(() => {
    if (!fixtures) return null;
    const open = fixtures.filter((f) => !f.finished);
    if (product !== 'fcg') return open.filter((f) => f.sport === sport);
    return [...open].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).slice(0, FEATURED_COUNT);
  }, [fixtures, product, sport]);

  return (
    <section className="book-sports" aria-label={t(productKey[product])}>
      <div className="book-tabs" role="tablist" aria-label={t('book.nav.products')}>
        {products.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={product === id} className="book-tab" onClick={() => setProduct(id)}>
            {id === 'live' ? <span className="book-live-dot" aria-hidden="true" /> : null}
            {t(productKey[id])}
          </button>
        ))}
      </div>
      {product !== 'fcg' ? (
        <div className="book-tabs book-tabs-sports" role="tablist" aria-label={t('book.nav.sportsList')}>
          {sports.map((id) => (
            <button key={id} type="button" role="tab" aria-selected={sport === id} className="book-tab" onClick={() => setSport(id)}>
              {t(sportKey[id])}
            </button>
          ))}
        </div>
      ) : (
        <p className="book-muted book-featured-note">{t('book.featured.note')}</p>
      )}
      {error ? (
        <p className="book-notice" role="alert">
          {error.serverMessage || t('book.error.fixtures')}
        </p>
      ) : null}
      {shown === null ? (
        error ? null : <p className="book-notice" role="status">{t('book.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="book-notice">{t(product === 'live' ? 'book.empty.live' : 'book.empty.prematch')}</p>
      ) : (
        <FixtureList fixtures={shown} groupBySport={product === 'fcg'} />
      )}
    </section>
  );
}
