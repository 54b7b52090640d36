import { useEffect, useId, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import type { AdminPlayerRow } from '../../../contracts/admin-calls';
import { useAdminI18n } from '../i18n';
import { providedPlayers } from '../provide';
import { PlayerPage } from './player';
import { Arrived, PlayersHeading, PlayerState } from './player-parts';

/** /players: the search; /players/:id: one player. */
export function Players() {
  const [match, params] = useRoute('/players/:id');
  const rendered = useRef(false);
  const arrived = rendered.current;
  useEffect(() => {
    rendered.current = true;
  }, []);
  return <Arrived.Provider value={arrived}>{match ? <PlayerPage key={params.id} id={params.id} /> : <PlayerSearch />}</Arrived.Provider>;
}

const searchPath = (q: string) => (q.trim() ? `/players?q=${encodeURIComponent(q.trim())}` : '/players');

/** One box (the server decides what it matches), the results, and "more". The query lives in the address, so Back returns to it. */
function PlayerSearch() {
  const { t } = useAdminI18n();
  const [, navigate] = useLocation();
  const q = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  const flow = useActorRef(providedPlayers, { input: { q } });
  const [text, setText] = useState(q);
  useEffect(() => {
    if (flow.getSnapshot().context.q !== q) flow.send({ type: 'players.search', q });
    setText(q);
  }, [flow, q]);
  const searching = useSelector(flow, (s) => s.matches('searching'));
  const failed = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const items = useSelector(flow, (s) => s.context.items);
  const searched = useSelector(flow, (s) => s.context.q);
  const inputId = useId();
  const hintId = useId();

  return (
    <section className="screen players">
      <PlayersHeading>{t('admin.players.heading')}</PlayersHeading>
      <form
        role="search"
        className="player-search"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() === q) flow.send({ type: 'players.search', q });
          else navigate(searchPath(text));
        }}
      >
        <label htmlFor={inputId}>{t('admin.players.search')}</label>
        <p id={hintId} className="hint">
          {t('admin.players.searchHint')}
        </p>
        <div className="search-row">
          <input id={inputId} type="search" name="q" value={text} maxLength={100} autoComplete="off" aria-describedby={hintId} onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="primary">
            {t('admin.players.searchSubmit')}
          </button>
        </div>
      </form>
      <div aria-busy={searching} className="results">
        {searching ? (
          <p role="status">{t('admin.loading')}</p>
        ) : failed ? (
          <div role="alert" className="alert">
            <p>{failed}</p>
            <button type="button" className="secondary" onClick={() => flow.send({ type: 'players.retry' })}>
              {t('admin.players.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {searched ? t('admin.players.none', { q: searched }) : t('admin.players.noneAtAll')}
          </p>
        ) : (
          <Results flow={flow} />
        )}
      </div>
    </section>
  );
}

function Results({ flow }: { flow: ReturnType<typeof useActorRef<typeof providedPlayers>> }) {
  const { t } = useAdminI18n();
  const items = useSelector(flow, (s) => s.context.items);
  const more = useSelector(flow, (s) => s.context.nextCursor !== null);
  const loadingMore = useSelector(flow, (s) => s.matches({ ready: 'loadingMore' }));
  const moreError = useSelector(flow, (s) => (s.matches('ready') ? s.context.error : null));
  // "Show more" may leave with the last page: the focus goes to the first player it brought instead.
  const body = useRef<HTMLTableSectionElement>(null);
  const moreFrom = useRef<number | null>(null);
  useEffect(() => {
    if (moreFrom.current === null || items.length <= moreFrom.current) return;
    body.current?.querySelectorAll<HTMLAnchorElement>('th a')[moreFrom.current]?.focus();
    moreFrom.current = null;
  }, [items]);
  return (
    <>
      <p role="status" className="count">
        {t('admin.players.shown', { count: items.length })}
      </p>
      <table className="queue player-results">
        <thead>
          <tr>
            <th scope="col">{t('admin.players.username')}</th>
            <th scope="col">{t('admin.players.name')}</th>
            <th scope="col">{t('admin.players.email')}</th>
            <th scope="col">{t('admin.players.phone')}</th>
            <th scope="col">{t('admin.players.state')}</th>
            <th scope="col" className="number">
              {t('admin.players.cash')}
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {items.map((player) => (
            <ResultRow key={player.id} player={player} />
          ))}
        </tbody>
      </table>
      {moreError && (
        <p role="alert" className="alert">
          {moreError}
        </p>
      )}
      {more && (
        <button type="button" className="secondary more" aria-busy={loadingMore} aria-disabled={loadingMore || undefined} onClick={() => {
            moreFrom.current = items.length;
            flow.send({ type: 'players.more' });
          }}
        >
          {t(loadingMore ? 'admin.loading' : 'admin.players.more')}
        </button>
      )}
    </>
  );
}

function ResultRow({ player }: { player: AdminPlayerRow }) {
  const { t, money } = useAdminI18n();
  return (
    <tr>
      <th scope="row" data-label={t('admin.players.username')}>
        <Link href={`/players/${player.id}`}>{player.username}</Link>
      </th>
      <td data-label={t('admin.players.name')}>
        {player.name} {player.surname}
      </td>
      <td data-label={t('admin.players.email')}>{player.email}</td>
      <td data-label={t('admin.players.phone')}>{player.phone}</td>
      <td data-label={t('admin.players.state')}>
        <PlayerState blockedAt={player.blockedAt} />
      </td>
      <td className="number" data-label={t('admin.players.cash')}>
        {money(player.cashMinor / 100)}
      </td>
    </tr>
  );
}
