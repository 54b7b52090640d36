import { useId, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AdminGameItem, GameFacets } from '../../../contracts/admin-catalogue';
import { anyGame, type GamesFilter } from '../../../machines/admin-games.machine';
import { useAdminI18n } from '../i18n';
import { providedGames } from '../provide';
import { Categories } from './categories';
import { ScreenHeading } from './shell';
import { Pager } from './translations';

type Flow = ReturnType<typeof useActorRef<typeof providedGames>>;

/** The game catalogue: its categories, then the games: find them, show or hide them, order a category, move or add a game to a category. */
export function Games() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedGames);
  const loading = useSelector(flow, (s) => s.matches('loading') || s.matches('loadingFacets'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const items = useSelector(flow, (s) => s.context.items);
  const total = useSelector(flow, (s) => s.context.total);
  const offset = useSelector(flow, (s) => s.context.offset);
  const facets = useSelector(flow, (s) => s.context.facets);
  const category = useSelector(flow, (s) => (s.context.filter.categoryId ? Number(s.context.filter.categoryId) : null));

  return (
    <section className="screen">
      <ScreenHeading>{t('admin.games.heading')}</ScreenHeading>
      <Categories onChanged={() => flow.send({ type: 'games.refresh' })} />
      <h2>{t('admin.games.catalogue')}</h2>
      <Filters facets={facets} onFilter={(filter) => flow.send({ type: 'games.filter', filter })} />
      {category === null && <p className="hint">{t('admin.games.orderHint')}</p>}
      <div aria-busy={loading}>
        {error ? (
          <div role="alert" className="alert">
            <p>{error}</p>
            <button type="button" className="secondary" onClick={() => flow.send({ type: 'games.reload' })}>
              {t('admin.tr.retry')}
            </button>
          </div>
        ) : loading && items.length === 0 ? (
          <p role="status">{t('admin.loading')}</p>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {t('admin.games.empty')}
          </p>
        ) : (
          <>
            <GamesTable items={items} facets={facets} category={category} flow={flow} />
            <Pager offset={offset} shown={items.length} total={total} onPage={(next) => flow.send({ type: 'games.page', offset: next })} />
          </>
        )}
      </div>
    </section>
  );
}

function Filters({ facets, onFilter }: { facets: GameFacets; onFilter: (filter: GamesFilter) => void }) {
  const { t, locale } = useAdminI18n();
  const [filter, setFilter] = useState<GamesFilter>(anyGame);
  const ids = { q: useId(), provider: useId(), category: useId() };
  const set = (name: keyof GamesFilter) => (event: { target: { value: string } }) => setFilter((f) => ({ ...f, [name]: event.target.value }));
  return (
    <form
      role="search"
      aria-label={t('admin.games.filters')}
      className="filters"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(filter);
      }}
    >
      <div className="field">
        <label htmlFor={ids.q}>{t('admin.games.search')}</label>
        <input id={ids.q} type="search" maxLength={100} value={filter.q} onChange={set('q')} />
      </div>
      <div className="field">
        <label htmlFor={ids.provider}>{t('admin.games.provider')}</label>
        <select id={ids.provider} value={filter.providerId} onChange={set('providerId')}>
          <option value="">{t('admin.games.any')}</option>
          {facets.providers.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.category}>{t('admin.games.category')}</label>
        <select id={ids.category} value={filter.categoryId} onChange={set('categoryId')}>
          <option value="">{t('admin.games.any')}</option>
          {facets.categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {locale === 'en' ? c.nameEn : c.nameTr} ({c.size})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="primary">
        {t('admin.games.show')}
      </button>
    </form>
  );
}

function GamesTable({ items, facets, category, flow }: { items: AdminGameItem[]; facets: GameFacets; category: number | null; flow: Flow }) {
  const { t, locale } = useAdminI18n();
  const busy = useSelector(flow, (s) => !s.matches('ready'));
  const nameOf = (id: number) => {
    const c = facets.categories.find((cat) => cat.id === id);
    return c ? (locale === 'en' ? c.nameEn : c.nameTr) : String(id);
  };
  const change = (change: Parameters<typeof flow.send>[0] & { type: 'games.change' }) => {
    if (!busy) flow.send(change);
  };
  const size = facets.categories.find((c) => c.id === category)?.size ?? 0;
  return (
    <table className="queue games">
      <thead>
        <tr>
          <th scope="col">{t('admin.games.name')}</th>
          <th scope="col">{t('admin.games.provider')}</th>
          <th scope="col">{t('admin.games.categories')}</th>
          <th scope="col">{t('admin.games.status')}</th>
          <th scope="col">{t('admin.games.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((game) => {
          const place = category === null ? null : (game.categories.find((c) => c.categoryId === category)?.position ?? null);
          return (
            <tr key={game.id} className={game.enabled ? undefined : 'hidden-game'}>
              <th scope="row" data-label={t('admin.games.name')}>
                {game.name}
                {game.isLive && (
                  <>
                    {' '}
                    <span className="tag">{t('admin.games.live')}</span>
                  </>
                )}
              </th>
              <td data-label={t('admin.games.provider')}>{game.providerName}</td>
              <td data-label={t('admin.games.categories')}>
                <ul className="chips">
                  {game.categories.map((c) => (
                    <li key={c.categoryId}>
                      {nameOf(c.categoryId)} {t('admin.games.place', { place: c.position + 1 })}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label={t('admin.games.status')}>{game.enabled ? t('admin.games.enabled') : t('admin.games.disabled')}</td>
              <td className="row-actions" data-label={t('admin.games.actions')}>
                <button
                  type="button"
                  className={game.enabled ? 'danger' : 'primary'}
                  aria-label={t(game.enabled ? 'admin.games.disableLabel' : 'admin.games.enableLabel', { name: game.name })}
                  aria-disabled={busy || undefined}
                  onClick={() => change({ type: 'games.change', change: { kind: 'enabled', id: game.id, enabled: !game.enabled } })}
                >
                  {t(game.enabled ? 'admin.games.disable' : 'admin.games.enable')}
                </button>
                {category !== null && place !== null && (
                  <>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={t('admin.games.upLabel', { name: game.name })}
                      disabled={place === 0}
                      aria-disabled={busy || undefined}
                      onClick={() => change({ type: 'games.change', change: { kind: 'move', id: game.id, categoryId: category, direction: 'up' } })}
                    >
                      {t('admin.games.up')}
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={t('admin.games.downLabel', { name: game.name })}
                      disabled={place >= size - 1}
                      aria-disabled={busy || undefined}
                      onClick={() => change({ type: 'games.change', change: { kind: 'move', id: game.id, categoryId: category, direction: 'down' } })}
                    >
                      {t('admin.games.down')}
                    </button>
                    <CategoryPicker
                      game={game}
                      facets={facets}
                      busy={busy}
                      labelKey="admin.games.moveTo"
                      buttonKey="admin.games.move"
                      onPick={(to) => change({ type: 'games.change', change: { kind: 'category', id: game.id, from: category, to } })}
                    />
                  </>
                )}
                <CategoryPicker
                  game={game}
                  facets={facets}
                  busy={busy}
                  labelKey="admin.games.addTo"
                  buttonKey="admin.games.add"
                  onPick={(to) => change({ type: 'games.change', change: { kind: 'add', id: game.id, to } })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A category that does not list the game yet, and the button that moves or adds it there. */
function CategoryPicker({
  game,
  facets,
  busy,
  labelKey,
  buttonKey,
  onPick,
}: {
  game: AdminGameItem;
  facets: GameFacets;
  busy: boolean;
  labelKey: 'admin.games.moveTo' | 'admin.games.addTo';
  buttonKey: 'admin.games.move' | 'admin.games.add';
  onPick: (to: number) => void;
}) {
  const { t, locale } = useAdminI18n();
  const id = useId();
  const targets = facets.categories.filter((c) => !game.categories.some((g) => g.categoryId === c.id));
  const [to, setTo] = useState('');
  if (targets.length === 0) return null;
  return (
    <span className="move-to">
      <label htmlFor={id} className="visually-hidden">
        {t(labelKey, { name: game.name })}
      </label>
      <select id={id} value={to} onChange={(event) => setTo(event.target.value)}>
        <option value="">—</option>
        {targets.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {locale === 'en' ? c.nameEn : c.nameTr}
          </option>
        ))}
      </select>
      <button type="button" className="secondary" aria-disabled={busy || to === '' || undefined} onClick={() => to !== '' && !busy && onPick(Number(to))}>
        {t(buttonKey)}
      </button>
    </span>
  );
}
