import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { mayDo, type OperatorRole } from '../../../contracts/admin';
import { idNumber } from '../../../contracts/fields';
import { ledgerFilter, type AdminPlayerDetail, type LedgerFilter } from '../../../contracts/admin-calls';
import { NO_FILTER, type PlayerTab } from '../../../machines/admin-player.machine';
import { fieldErrors } from '../../../contracts/issues';
import { useAdminI18n } from '../i18n';
import { providedPlayer } from '../provide';
import { useAdminSession } from '../session-context';
import { AdjustDialog, BlockDialog } from './player-dialogs';
import { PlayerLimits } from './player-limits';
import { PlayerNotifications } from './player-notifications';
import { Failed, MoreButton, PlayersHeading, PlayerState } from './player-parts';

export type PlayerFlow = ReturnType<typeof useActorRef<typeof providedPlayer>>;

/** /players/:id — an id that is not one is a page that does not exist. */
export function PlayerPage({ id }: { id: string }) {
  const { t } = useAdminI18n();
  const parsed = idNumber().safeParse(Number(id));
  const role = useSelector(useAdminSession(), (s) => s.context.operator?.role);
  if (!parsed.success || !/^\d+$/.test(id) || !role) return <p className="empty">{t('admin.notFound')}</p>;
  return <Player id={parsed.data} role={role} />;
}

function Player({ id, role }: { id: number; role: OperatorRole }) {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedPlayer, { input: { id, role } });
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const detail = useSelector(flow, (s) => s.context.detail);
  return (
    <section className="screen player">
      <p className="back">
        <Link href="/players">{t('admin.player.back')}</Link>
      </p>
      {loading ? (
        <p role="status">{t('admin.loading')}</p>
      ) : failed || !detail ? (
        <div role="alert" className="alert">
          <p>{failed}</p>
          <button type="button" className="secondary" onClick={() => flow.send({ type: 'player.retry' })}>
            {t('admin.players.retry')}
          </button>
        </div>
      ) : (
        <PlayerView flow={flow} detail={detail} role={role} />
      )}
    </section>
  );
}

function PlayerView({ flow, detail, role }: { flow: PlayerFlow; detail: AdminPlayerDetail; role: OperatorRole }) {
  const { t, money, dateTime } = useAdminI18n();
  const { profile, balances } = detail;
  const blocking = useSelector(flow, (s) => s.matches({ ready: { actions: 'askingBlock' } }) || s.matches({ ready: { actions: 'blocking' } }));
  const adjusting = useSelector(flow, (s) => s.matches({ ready: { actions: 'askingAdjustment' } }) || s.matches({ ready: { actions: 'adjusting' } }));
  const changingPartner = useSelector(flow, (s) => s.matches({ ready: { actions: 'changingPartnerAccess' } }));
  const partnerError = useSelector(flow, (s) => s.context.partnerError);
  const busy = useSelector(flow, (s) => !s.matches({ ready: { actions: 'idle' } }));
  const partnerId = useId();
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{dateTime(iso)}</time> : t('admin.player.never'));
  return (
    <>
      <PlayersHeading>
        {profile.username} <span className="subtle">{`${profile.name} ${profile.surname}`}</span>
      </PlayersHeading>
      <p className="state-line">
        <PlayerState blockedAt={detail.blockedAt} />
        {detail.selfExcludedUntil && (
          <span className="badge blocked">
            {t('admin.player.selfExcluded')} <time dateTime={detail.selfExcludedUntil}>{dateTime(detail.selfExcludedUntil)}</time>
          </span>
        )}
      </p>
      <div className="player-cards">
        <section aria-labelledby="player-profile" className="card">
          <h2 id="player-profile">{t('admin.player.profile')}</h2>
          <dl className="facts">
            <Fact label={t('admin.player.id')}>{profile.id}</Fact>
            <Fact label={t('admin.players.email')}>{profile.email}</Fact>
            <Fact label={t('admin.players.phone')}>{profile.phone}</Fact>
            <Fact label={t('admin.player.personalNo')}>{profile.personalNo ?? '—'}</Fact>
            <Fact label={t('admin.player.birthDate')}>{profile.birthDate ?? '—'}</Fact>
            <Fact label={t('admin.player.locale')}>{profile.locale}</Fact>
            <Fact label={t('admin.player.registered')}>{when(profile.createdAt)}</Fact>
            <Fact label={t('admin.player.lastLogin')}>
              {when(detail.lastLoginAt)}
              {detail.lastLoginIp && ` (${detail.lastLoginIp})`}
            </Fact>
            <Fact label={t('admin.player.smsVerified')}>{t(detail.verification.smsVerified ? 'admin.player.yes' : 'admin.player.no')}</Fact>
          </dl>
        </section>
        <section aria-labelledby="player-balances" className="card">
          <h2 id="player-balances">{t('admin.player.balances')}</h2>
          <dl className="facts balances" aria-live="polite">
            <Fact label={t('admin.player.cash')}>{money(balances.cashMinor / 100)}</Fact>
            <Fact label={t('admin.player.bonus')}>{money(balances.bonusMinor / 100)}</Fact>
            <Fact label={t('admin.player.held')}>{money(balances.heldMinor / 100)}</Fact>
          </dl>
        </section>
        <section aria-labelledby="player-actions" className="card">
          <h2 id="player-actions">{t('admin.player.actions')}</h2>
          <div className="actions">
            {mayDo(role, 'block') && (
              <button type="button" className="danger" aria-disabled={busy || undefined} onClick={() => flow.send({ type: 'block.open' })}>
                {t(detail.blockedAt ? 'admin.player.unblock' : 'admin.player.block')}
              </button>
            )}
            {mayDo(role, 'adjust') && (
              <button type="button" className="primary" aria-disabled={busy || undefined} onClick={() => flow.send({ type: 'adjust.open' })}>
                {t('admin.player.adjust')}
              </button>
            )}
          </div>
          <div className="partner">
            {mayDo(role, 'partnerAccess') ? (
              <label htmlFor={partnerId} className="check">
                <input
                  id={partnerId}
                  type="checkbox"
                  checked={detail.bettingPartnerAccess}
                  aria-busy={changingPartner}
                  disabled={changingPartner}
                  aria-describedby={partnerError ? `${partnerId}-error` : undefined}
                  onChange={(event) => flow.send({ type: 'partner.set', granted: event.target.checked })}
                />
                {t('admin.player.partnerAccess')}
              </label>
            ) : (
              <p>
                {t('admin.player.partnerAccess')}: {t(detail.bettingPartnerAccess ? 'admin.player.yes' : 'admin.player.no')}
              </p>
            )}
            {partnerError && (
              <p id={`${partnerId}-error`} role="alert" className="alert">
                {partnerError}
              </p>
            )}
          </div>
        </section>
        <PlayerLimits id={profile.id} />
      </div>
      <Lists flow={flow} role={role} />
      {blocking && <BlockDialog flow={flow} block={detail.blockedAt === null} username={profile.username} />}
      {adjusting && <AdjustDialog flow={flow} username={profile.username} />}
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const TABS: Array<{ tab: PlayerTab; label: 'admin.player.ledger' | 'admin.player.sessions' | 'admin.player.bets' | 'admin.player.notifications' }> = [
  { tab: 'ledger', label: 'admin.player.ledger' },
  { tab: 'sessions', label: 'admin.player.sessions' },
  { tab: 'bets', label: 'admin.player.bets' },
  { tab: 'notifications', label: 'admin.player.notifications' },
];

function Lists({ flow, role }: { flow: PlayerFlow; role: OperatorRole }) {
  const { t } = useAdminI18n();
  const tab = useSelector(flow, (s) => s.context.tab);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (index: number) => {
    flow.send({ type: 'player.tab', tab: TABS[index].tab });
    tabs.current[index]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const index = TABS.findIndex((item) => item.tab === tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose((next + TABS.length) % TABS.length);
  };
  return (
    <section className="player-lists">
      <div role="tablist" aria-label={t('admin.player.lists')} className="tabs" onKeyDown={onKey}>
        {TABS.map((item, index) => (
          <button
            key={item.tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`player-tab-${item.tab}`}
            aria-selected={tab === item.tab}
            aria-controls="player-panel"
            tabIndex={tab === item.tab ? 0 : -1}
            onClick={() => choose(index)}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="player-panel" aria-labelledby={`player-tab-${tab}`}>
        {tab === 'ledger' ? (
          <Ledger flow={flow} />
        ) : tab === 'sessions' ? (
          <Sessions flow={flow} role={role} />
        ) : tab === 'bets' ? (
          <Bets flow={flow} />
        ) : (
          <PlayerNotifications flow={flow} />
        )}
      </div>
    </section>
  );
}

function Ledger({ flow }: { flow: PlayerFlow }) {
  const { t, money, dateTime } = useAdminI18n();
  const loading = useSelector(flow, (s) => s.matches({ ready: { ledger: 'loading' } }));
  const failed = useSelector(flow, (s) => s.matches({ ready: { ledger: 'failed' } }));
  const loadingMore = useSelector(flow, (s) => s.matches({ ready: { ledger: 'loadingMore' } }));
  const error = useSelector(flow, (s) => s.context.ledgerError);
  const items = useSelector(flow, (s) => s.context.ledger);
  const more = useSelector(flow, (s) => s.context.ledgerCursor !== null);
  const applied = useSelector(flow, (s) => s.context.ledgerFilter);
  return (
    <>
      <LedgerFilterForm applied={applied} onApply={(filter) => flow.send({ type: 'ledger.filter', filter })} />
      <div aria-busy={loading}>
        {loading ? (
          <p role="status">{t('admin.loading')}</p>
        ) : failed ? (
          <Failed message={error} onRetry={() => flow.send({ type: 'ledger.retry' })} />
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {t('admin.player.ledgerEmpty')}
          </p>
        ) : (
          <table className="queue">
            <caption className="visually-hidden">{t('admin.player.ledger')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.player.at')}</th>
                <th scope="col">{t('admin.player.account')}</th>
                <th scope="col">{t('admin.player.kind')}</th>
                <th scope="col">{t('admin.player.reference')}</th>
                <th scope="col" className="number">
                  {t('admin.player.amount')}
                </th>
                <th scope="col" className="number">
                  {t('admin.player.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('admin.player.at')}>
                    <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                  </td>
                  <td data-label={t('admin.player.account')}>{t(`admin.player.account.${entry.account}`)}</td>
                  <td data-label={t('admin.player.kind')}>
                    <code>{entry.kind}</code>
                  </td>
                  <td data-label={t('admin.player.reference')} className="reference">
                    {entry.reference}
                  </td>
                  <td className="number" data-label={t('admin.player.amount')}>
                    {money(entry.amountMinor / 100)}
                  </td>
                  <td className="number" data-label={t('admin.player.balanceAfter')}>
                    {money(entry.balanceAfterMinor / 100)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {!loading && !failed && error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
        {!loading && !failed && more && <MoreButton busy={loadingMore} onMore={() => flow.send({ type: 'ledger.more' })} />}
      </div>
    </>
  );
}

/** Kind and days; Apply reads the ledger again from its newest entry. */
function LedgerFilterForm({ applied, onApply }: { applied: LedgerFilter; onApply: (filter: LedgerFilter) => void }) {
  const { t } = useAdminI18n();
  const [values, setValues] = useState<LedgerFilter>(applied);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const field = (name: keyof LedgerFilter, label: string, type: 'text' | 'date') => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        name={name}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const apply = (filter: LedgerFilter) => {
    const result = ledgerFilter.safeParse(filter);
    setErrors(result.success ? {} : fieldErrors(result.error, t));
    if (result.success) onApply(filter);
  };
  return (
    <form
      noValidate
      className="ledger-filter"
      aria-label={t('admin.player.filter')}
      onSubmit={(event) => {
        event.preventDefault();
        apply(values);
      }}
    >
      {field('kind', t('admin.player.filterKind'), 'text')}
      {field('from', t('admin.player.filterFrom'), 'date')}
      {field('to', t('admin.player.filterTo'), 'date')}
      <div className="actions">
        <button type="submit" className="secondary">
          {t('admin.player.filterApply')}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setValues(NO_FILTER);
            apply(NO_FILTER);
          }}
        >
          {t('admin.player.filterClear')}
        </button>
      </div>
    </form>
  );
}

function Sessions({ flow, role }: { flow: PlayerFlow; role: OperatorRole }) {
  const { t, dateTime } = useAdminI18n();
  const loading = useSelector(flow, (s) => s.matches({ ready: { sessions: 'loading' } }) || s.matches({ ready: { sessions: 'unread' } }));
  const failed = useSelector(flow, (s) => s.matches({ ready: { sessions: 'failed' } }));
  const error = useSelector(flow, (s) => s.context.sessionsError);
  const items = useSelector(flow, (s) => s.context.sessions);
  const ending = useSelector(flow, (s) => s.context.ending);
  const mayEnd = mayDo(role, 'endSession');
  if (loading) return <p role="status">{t('admin.loading')}</p>;
  if (failed) return <Failed message={error} onRetry={() => flow.send({ type: 'sessions.retry' })} />;
  return (
    <>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {items.length === 0 ? (
        <p className="empty" role="status">
          {t('admin.player.sessionsEmpty')}
        </p>
      ) : (
        <table className="queue">
          <caption className="visually-hidden">{t('admin.player.sessions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.player.started')}</th>
              <th scope="col">{t('admin.player.lastSeen')}</th>
              <th scope="col">{t('admin.player.ip')}</th>
              <th scope="col">{t('admin.player.device')}</th>
              <th scope="col">{t('admin.player.sessionState')}</th>
              {mayEnd && <th scope="col">{t('admin.player.sessionAction')}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((session) => (
              <tr key={session.id}>
                <td data-label={t('admin.player.started')}>
                  <time dateTime={session.startedAt}>{dateTime(session.startedAt)}</time>
                </td>
                <td data-label={t('admin.player.lastSeen')}>
                  <time dateTime={session.lastSeenAt}>{dateTime(session.lastSeenAt)}</time>
                </td>
                <td data-label={t('admin.player.ip')}>{session.ip}</td>
                <td data-label={t('admin.player.device')} className="reference">
                  {session.userAgent}
                </td>
                <td data-label={t('admin.player.sessionState')}>
                  {session.active ? (
                    t('admin.player.sessionActive')
                  ) : (
                    <>
                      {t('admin.player.sessionEnded')} {session.endedAt && <time dateTime={session.endedAt}>{dateTime(session.endedAt)}</time>}
                    </>
                  )}
                </td>
                {mayEnd && (
                  <td>
                    {session.active && (
                      <button
                        type="button"
                        className="danger"
                        aria-busy={ending === session.id}
                        aria-disabled={ending !== null || undefined}
                        onClick={() => flow.send({ type: 'session.end', sessionId: session.id })}
                      >
                        {t('admin.player.endSession')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function Bets({ flow }: { flow: PlayerFlow }) {
  const { t, money, dateTime } = useAdminI18n();
  const loading = useSelector(flow, (s) => s.matches({ ready: { bets: 'loading' } }) || s.matches({ ready: { bets: 'unread' } }));
  const failed = useSelector(flow, (s) => s.matches({ ready: { bets: 'failed' } }));
  const loadingMore = useSelector(flow, (s) => s.matches({ ready: { bets: 'loadingMore' } }));
  const error = useSelector(flow, (s) => s.context.betsError);
  const items = useSelector(flow, (s) => s.context.bets);
  const more = useSelector(flow, (s) => s.context.betsCursor !== null);
  if (loading) return <p role="status">{t('admin.loading')}</p>;
  if (failed) return <Failed message={error} onRetry={() => flow.send({ type: 'bets.retry' })} />;
  return (
    <>
      {items.length === 0 ? (
        <p className="empty" role="status">
          {t('admin.player.betsEmpty')}
        </p>
      ) : (
        <table className="queue">
          <caption className="visually-hidden">{t('admin.player.bets')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.player.at')}</th>
              <th scope="col">{t('admin.player.source')}</th>
              <th scope="col">{t('admin.player.game')}</th>
              <th scope="col">{t('admin.player.reference')}</th>
              <th scope="col" className="number">
                {t('admin.player.stake')}
              </th>
              <th scope="col" className="number">
                {t('admin.player.return')}
              </th>
              <th scope="col" className="number">
                {t('admin.player.refunded')}
              </th>
              <th scope="col">{t('admin.player.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((bet) => (
              <tr key={`${bet.source}-${bet.id}`}>
                <td data-label={t('admin.player.at')}>
                  <time dateTime={bet.at}>{dateTime(bet.at)}</time>
                </td>
                <td data-label={t('admin.player.source')}>{t(`admin.player.source.${bet.source}`)}</td>
                <td data-label={t('admin.player.game')}>{bet.title}</td>
                <td data-label={t('admin.player.reference')} className="reference">
                  {bet.ref}
                </td>
                <td className="number" data-label={t('admin.player.stake')}>
                  {money(bet.stakeMinor / 100)}
                </td>
                <td className="number" data-label={t('admin.player.return')}>
                  {money(bet.returnMinor / 100)}
                </td>
                <td className="number" data-label={t('admin.player.refunded')}>
                  {money(bet.refundedMinor / 100)}
                </td>
                <td data-label={t('admin.player.status')}>
                  <code>{bet.status}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {more && <MoreButton busy={loadingMore} onMore={() => flow.send({ type: 'bets.more' })} />}
    </>
  );
}
