import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { REALITY_CHECK_CHOICES, SELF_EXCLUSION_DURATIONS, TIMEOUT_DURATIONS, type ExclusionPayload, type LimitKind, type LimitPeriod, type PlayerLimit } from '../../../contracts/limits';
import { responsibleGamingMachine } from '../../../machines/responsible-gaming.machine';
import { callActor } from '../../api/call';
import { useLocale, useSystemActor, useT } from '../../app/hooks';
import { formatLiraIn } from '../../ui/lira';
import { Spinner } from '../../ui/spinner';
import { confirmLimit, exclude, loadLimits, setLimit, setRealityCheck } from './api/responsible-gaming';
import { formatDateTime } from './format';
import { LoadFailed } from './period-list';
import styles from './responsible-gaming-page.module.css';

const KINDS: LimitKind[] = ['deposit', 'loss', 'wager', 'session'];
const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

/** /dashboard/responsible-gaming: limits in force, their use and waiting changes; time-outs and self-exclusions. */
export function ResponsibleGamingPage() {
  const t = useT();
  const locale = useLocale();
  const session = useSystemActor('session');
  const actor = useActorRef(
    responsibleGamingMachine.provide({
      actors: { loadLimits: callActor(loadLimits), setLimit: callActor(setLimit), confirmLimit: callActor(confirmLimit), exclude: callActor(exclude), setRealityCheck: callActor(setRealityCheck) },
      // The server has already ended the session: the app forgets it as on a 401.
      actions: { logOut: () => session.send({ type: 'session.expired' }) },
    }),
  );
  const state = useSelector(actor, (s) => ({ value: s.value, ...s.context }));
  const money = (kurus: number) => formatLiraIn(kurus / 100, locale);
  const minutes = (n: number) => t('rg.minutes', { n });
  const busy = state.value === 'settingLimit' || state.value === 'confirmingLimit' || state.value === 'settingRealityCheck';

  if (state.value === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.value === 'failed') return <LoadFailed error={state.error} retryLabel={t('rg.retry')} onRetry={() => actor.send({ type: 'rg.retry' })} />;
  if (state.value === 'excluded' || state.value === 'loggedOut') {
    return (
      <FocusedNotice title={t('rg.excludedTitle')}>
        <p role="alert">{t('rg.excludedUntil', { until: formatDateTime(state.excludedUntil!, locale) })}</p>
        <button type="button" className={styles.action} onClick={() => actor.send({ type: 'rg.leave' })}>{t('rg.ok')}</button>
      </FocusedNotice>
    );
  }
  if (state.value === 'confirmingExclusion' || state.value === 'excluding') {
    const exclusion = state.exclusion!;
    return (
      <FocusedNotice title={t(`rg.confirm.${exclusion.kind}`)}>
        <p>{t(`rg.means.${exclusion.kind}`, { duration: t(`rg.duration.${exclusion.duration}`) })}</p>
        <p><strong>{t('rg.irreversible')}</strong></p>
        <p>{exclusion.duration === 'indefinite' ? t('rg.untilIndefinite') : t('rg.untilAbout', { until: formatDateTime(untilOf(exclusion, new Date()), locale) })}</p>
        {state.error && <p className={styles.failed} role="alert">{state.error}</p>}
        <div className={styles.row}>
          <button type="button" className={styles.danger} aria-busy={state.value === 'excluding'} disabled={state.value === 'excluding'} onClick={() => actor.send({ type: 'rg.confirmExclusion' })}>
            {t(`rg.confirmButton.${exclusion.kind}`)}
          </button>
          <button type="button" className={styles.secondary} disabled={state.value === 'excluding'} onClick={() => actor.send({ type: 'rg.cancelExclusion' })}>{t('rg.cancel')}</button>
        </div>
      </FocusedNotice>
    );
  }

  const limits = state.answer?.limits ?? [];
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('rg.intro')}</p>
      <Said message={state.about === 'realityCheck' ? null : state.message} error={state.about === 'realityCheck' ? null : state.error} />
      {KINDS.map((kind) => (
        <section key={kind} className={styles.kind} aria-labelledby={`rg-${kind}`}>
          <h2 id={`rg-${kind}`}>{t(`rg.kind.${kind}`)}</h2>
          <ul className={styles.periods}>
            {PERIODS.map((period) => {
              const limit = limits.find((l) => l.kind === kind && l.period === period);
              return limit ? (
                <LimitCard key={period} limit={limit} money={kind === 'session' ? minutes : money} busy={busy} onSet={(amountMinor) => actor.send({ type: 'rg.setLimit', limit: { kind, period, amountMinor } })} onConfirm={() => actor.send({ type: 'rg.confirmLimit', kind, period })} />
              ) : null;
            })}
          </ul>
        </section>
      ))}
      <RealityCheckChoice minutes={state.answer?.realityCheckMinutes ?? 60} busy={busy} onChoose={(choice) => actor.send({ type: 'rg.setRealityCheck', minutes: choice })}>
        <Said message={state.about === 'realityCheck' ? state.message : null} error={state.about === 'realityCheck' ? state.error : null} />
      </RealityCheckChoice>
      <ExclusionChoices onChoose={(exclusion) => actor.send({ type: 'rg.exclude', exclusion })} />
      <p className={styles.muted}>
        {t('rg.help')} <a href="https://www.begambleaware.org/" target="_blank" rel="noopener noreferrer">BeGambleAware</a> ·{' '}
        <a href="https://www.gamblingtherapy.org/tr/" target="_blank" rel="noopener noreferrer">Gambling Therapy</a> ·{' '}
        <a href="https://www.yesilay.org.tr/" target="_blank" rel="noopener noreferrer">Yeşilay</a>
      </p>
    </div>
  );
}

/** Roughly when the exclusion ends, for the confirmation screen (the server says the exact time). */
function untilOf(exclusion: ExclusionPayload, now: Date): string {
  const until = new Date(now);
  const step = { '24h': () => until.setUTCHours(until.getUTCHours() + 24), '7d': () => until.setUTCDate(until.getUTCDate() + 7), '30d': () => until.setUTCDate(until.getUTCDate() + 30), '6m': () => until.setUTCMonth(until.getUTCMonth() + 6), '1y': () => until.setUTCFullYear(until.getUTCFullYear() + 1), '5y': () => until.setUTCFullYear(until.getUTCFullYear() + 5), indefinite: () => 0 };
  step[exclusion.duration]();
  return until.toISOString();
}

function FocusedNotice({ title, children }: { title: string; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <section className={styles.notice} aria-labelledby="rg-notice">
      <h2 id="rg-notice" tabIndex={-1} ref={heading}>{title}</h2>
      {children}
    </section>
  );
}

function LimitCard(props: { limit: PlayerLimit; money: (kurus: number) => string; busy: boolean; onSet: (amountMinor: number | null) => void; onConfirm: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { limit, money } = props;
  const [amount, setAmount] = useState('');
  const name = `${t(`rg.kind.${limit.kind}`)} · ${t(`rg.period.${limit.period}`)}`;
  const id = `rg-${limit.kind}-${limit.period}`;
  const due = limit.pendingFrom !== null && new Date(limit.pendingFrom).getTime() <= Date.now();
  const time = limit.kind === 'session';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (!Number.isFinite(value) || value < 0 || amount.trim() === '') return;
    // A session-time limit is whole minutes; the others lira, sent in kuruş.
    props.onSet(time ? Math.round(value) : Math.round(value * 100));
  };
  return (
    <li className={styles.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.cardLabel}>{t(`rg.period.${limit.period}`)}</h3>
      {limit.amountMinor === null ? (
        <p>{t('rg.noLimit')}</p>
      ) : (
        <>
          <p className={styles.amount}>{money(limit.amountMinor)}</p>
          <label className={styles.meter}>
            <span>{t('rg.used', { used: money(limit.usedMinor), limit: money(limit.amountMinor), remaining: money(limit.remainingMinor ?? 0) })}</span>
            <progress max={limit.amountMinor} value={Math.min(limit.usedMinor, limit.amountMinor)} aria-label={t('rg.usage', { name })} />
          </label>
        </>
      )}
      {limit.pendingFrom && (
        <p className={styles.pending}>
          {limit.pendingRemoval ? t('rg.pendingRemoval') : t('rg.pendingAmount', { amount: money(limit.pendingAmountMinor ?? 0) })}{' '}
          {t('rg.pendingFrom', { at: formatDateTime(limit.pendingFrom, locale) })}
          {due && (
            <button type="button" className={styles.action} disabled={props.busy} onClick={props.onConfirm} aria-label={t('rg.confirmChange', { name })}>{t('rg.confirm')}</button>
          )}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} aria-label={t('rg.formFor', { name })}>
        <label>
          <span>{t(time ? 'rg.minutesAmount' : 'rg.amount')}</span>
          <input inputMode={time ? 'numeric' : 'decimal'} value={amount} onChange={(event) => setAmount(event.target.value)} aria-label={t(time ? 'rg.minutesFor' : 'rg.amountFor', { name })} />
        </label>
        <button type="submit" className={styles.action} disabled={props.busy}>{t('rg.save')}</button>
        {limit.amountMinor !== null && !limit.pendingRemoval && (
          <button type="button" className={styles.secondary} disabled={props.busy} onClick={() => props.onSet(null)} aria-label={t('rg.removeFor', { name })}>{t('rg.remove')}</button>
        )}
      </form>
      <p className={styles.muted}>{t('rg.rule')}</p>
    </li>
  );
}

function ExclusionChoices({ onChoose }: { onChoose: (exclusion: ExclusionPayload) => void }) {
  const t = useT();
  const [timeout, setTimeoutChoice] = useState<(typeof TIMEOUT_DURATIONS)[number]>('24h');
  const [selfExclusion, setSelfExclusion] = useState<(typeof SELF_EXCLUSION_DURATIONS)[number]>('6m');
  return (
    <section className={styles.kind} aria-labelledby="rg-exclusion">
      <h2 id="rg-exclusion">{t('rg.exclusion')}</h2>
      <form className={styles.form} onSubmit={(event) => { event.preventDefault(); onChoose({ kind: 'timeout', duration: timeout }); }}>
        <label>
          <span>{t('rg.timeout')}</span>
          <select value={timeout} onChange={(event) => setTimeoutChoice(event.target.value as typeof timeout)}>
            {TIMEOUT_DURATIONS.map((d) => <option key={d} value={d}>{t(`rg.duration.${d}`)}</option>)}
          </select>
        </label>
        <button type="submit" className={styles.secondary}>{t('rg.takeTimeout')}</button>
      </form>
      <form className={styles.form} onSubmit={(event) => { event.preventDefault(); onChoose({ kind: 'self_exclusion', duration: selfExclusion }); }}>
        <label>
          <span>{t('rg.selfExclusion')}</span>
          <select value={selfExclusion} onChange={(event) => setSelfExclusion(event.target.value as typeof selfExclusion)}>
            {SELF_EXCLUSION_DURATIONS.map((d) => <option key={d} value={d}>{t(`rg.duration.${d}`)}</option>)}
          </select>
        </label>
        <button type="submit" className={styles.danger}>{t('rg.selfExclude')}</button>
      </form>
    </section>
  );
}

/** How often the reality check interrupts play over a game. */
/** The server's word on what the player just changed, read out as it comes. */
function Said({ message, error }: { message: string | null; error: string | null }) {
  return (
    <div aria-live="polite">
      {message && <p role="status">{message}</p>}
      {error && <p className={styles.failed} role="alert">{error}</p>}
    </div>
  );
}

function RealityCheckChoice({ minutes, busy, onChoose, children }: { minutes: number; busy: boolean; onChoose: (minutes: number) => void; children: ReactNode }) {
  const t = useT();
  const [choice, setChoice] = useState(minutes);
  useEffect(() => setChoice(minutes), [minutes]);
  return (
    <section className={styles.kind} aria-labelledby="rg-reality">
      <h2 id="rg-reality">{t('rg.realityCheck')}</h2>
      <p className={styles.muted}>{t('rg.realityCheckWhat')}</p>
      <form className={styles.form} onSubmit={(event) => { event.preventDefault(); onChoose(choice); }}>
        <label>
          <span>{t('rg.realityCheckEvery')}</span>
          <select value={choice} onChange={(event) => setChoice(Number(event.target.value))}>
            {REALITY_CHECK_CHOICES.map((n) => <option key={n} value={n}>{t('rg.minutes', { n })}</option>)}
          </select>
        </label>
        <button type="submit" className={styles.action} disabled={busy}>{t('rg.save')}</button>
      </form>
      {children}
    </section>
  );
}
