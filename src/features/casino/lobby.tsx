import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { useSelector } from '@xstate/react';
import { useSystemActor, useT } from '../../app/hooks';
import { useFavorites, useLoggedIn } from '../../app/session-hooks';
import { FAVORITES_FILTER, FavoritesFilter } from './favorites-filter';
import { GameGrid } from './game-grid';
import { RecentGamesRow } from './recent-row';
import styles from './casino.module.css';

/**
 * The game lobby of one category slug: heading and search first (in the first screen at every width), then the
 * banners, then the grid of game tiles; while a search is on, the results come right under the box.
 */
export function Lobby({ slug, banners }: { slug: string; banners?: ReactNode }) {
  const lobby = useSystemActor('lobby');
  const query = useSearch();
  const input = useRef<HTMLInputElement>(null);
  const t = useT();
  const id = useId();
  const searching = useSelector(lobby, (s) => s.matches({ catalogue: 'searching' }));
  const loading = useSelector(
    lobby,
    (s) =>
      s.matches({ catalogue: { browsing: 'loading' } }) ||
      s.matches({ catalogue: { browsing: 'awaitingCategories' } }) ||
      s.matches({ catalogue: { searching: 'debouncing' } }) ||
      s.matches({ catalogue: { searching: 'fetching' } }),
  );
  const { games, results, search, categories, shown } = useSelector(lobby, (s) => s.context);
  const category = categories.find((c) => c.slugList.includes(slug));
  const loggedIn = useLoggedIn();
  const favorites = useFavorites();
  const favoritesOnly = loggedIn && new URLSearchParams(query).get('filter') === FAVORITES_FILTER;

  useEffect(() => {
    lobby.send({ type: 'lobby.categorySelected', slug });
  }, [lobby, slug]);

  // "Show more": the focus moves to the first of the new tiles, so a keyboard goes on from where it was.
  const grid = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  const showMore = () => {
    firstNew.current = shown;
    lobby.send({ type: 'lobby.moreShown' });
  };
  useEffect(() => {
    if (firstNew.current === null) return;
    grid.current?.children[firstNew.current]?.querySelector('button')?.focus();
    firstNew.current = null;
  }, [shown]);

  // Typed into the server-rendered box before the app took over: the search starts from what the player typed.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== lobby.getSnapshot().context.search) lobby.send({ type: 'lobby.searched', text: typed });
  }, [lobby]);

  // The header's search button adds ?focus=search: the box comes into view with the focus in it.
  useEffect(() => {
    if (!new URLSearchParams(query).has('focus', 'search')) return;
    input.current?.scrollIntoView({ block: 'center' });
    input.current?.focus({ preventScroll: true });
  }, [query]);

  return (
    <section className={styles.lobby} aria-labelledby={`${id}-heading`}>
      <div className={styles.lobbyHead}>
        <h1 id={`${id}-heading`} className={styles.heading}>
          {category?.name ?? ''}
        </h1>
        <form className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-search`}>{t('content.lobby.search')}</label>
          <input
            ref={input}
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            maxLength={50}
            placeholder={t('content.lobby.searchPlaceholder')}
            value={search}
            onChange={(event) => lobby.send({ type: 'lobby.searched', text: event.currentTarget.value })}
          />
          {search !== '' && (
            <button type="button" className={styles.clear} onClick={() => lobby.send({ type: 'lobby.searchCleared' })}>
              {t('content.lobby.clear')}
            </button>
          )}
        </form>
      </div>
      {loggedIn && !searching && <FavoritesFilter slug={slug} favoritesOnly={favoritesOnly} />}
      {!searching && !favoritesOnly && banners}
      {!searching && !favoritesOnly && <RecentGamesRow />}
      {searching && <h2 className={styles.subheading}>{t('content.lobby.results')}</h2>}
      {searching ? (
        <GameGrid games={results} loading={loading} empty={t('content.lobby.noResults', { text: search.trim() })} />
      ) : favoritesOnly ? (
        <GameGrid games={favorites.games} loading={favorites.loading && favorites.games.length === 0} empty={t('casinoPlay.noFavorites')} />
      ) : (
        <>
          <GameGrid games={games.slice(0, shown)} loading={loading} empty={t('content.lobby.empty')} listRef={grid} />
          {!loading && games.length > shown && (
            <div className={styles.more}>
              <p>{t('content.lobby.shownOf', { shown, total: games.length })}</p>
              <button type="button" className={styles.moreButton} onClick={showMore}>
                {t('content.lobby.more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
