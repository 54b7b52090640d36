import { useActorRef, useSelector } from '@xstate/react';
import { EXCLUSION_INDEFINITE, type LimitsAnswer, type PlayerLimit } from '../../../contracts/limits';
import { useAdminI18n } from '../i18n';
import { providedPlayerLimits } from '../provide';

/**
 * Responsible gambling: what the player chose for themselves: limits (with any waiting increase or removal and its date), the
 * time-out or self-exclusion in force, the reality-check interval. Read only, deliberately: there is no control to
 * lift or shorten an exclusion, and the section says so.
 */
export function PlayerLimits({ id }: { id: number }) {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedPlayerLimits, { input: { id } });
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const limits = useSelector(flow, (s) => s.context.limits);
  return (
    <section aria-labelledby="player-rg" aria-describedby="player-rg-note" className="card player-rg" aria-busy={loading}>
      <h2 id="player-rg">{t('admin.rg.heading')}</h2>
      <p id="player-rg-note" className="hint">
        {t('admin.rg.readOnly')}
      </p>
      {loading ? (
        <p role="status">{t('admin.loading')}</p>
      ) : error || !limits ? (
        <div role="alert" className="alert">
          <p>{error}</p>
          <button type="button" className="secondary" onClick={() => flow.send({ type: 'limits.retry' })}>
            {t('admin.retry')}
          </button>
        </div>
      ) : (
        <LimitsView limits={limits} />
      )}
    </section>
  );
}

function LimitsView({ limits }: { limits: LimitsAnswer }) {
  const { t, money, dateTime } = useAdminI18n();
  const { exclusion } = limits;
  const amount = (limit: PlayerLimit, value: number) => (limit.kind === 'session' ? t('admin.rg.minutesShort', { count: value }) : money(value / 100));
  const set = limits.limits.filter((l) => l.amountMinor !== null || l.pendingAmountMinor !== null || l.pendingRemoval);
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{t('admin.rg.exclusion')}</dt>
          <dd>
            {!exclusion || !exclusion.kind ? (
              t('admin.rg.none')
            ) : exclusion.until === EXCLUSION_INDEFINITE ? (
              <strong>{t('admin.rg.indefinite')}</strong>
            ) : (
              <strong>
                <time dateTime={exclusion.until}>{t(exclusion.kind === 'timeout' ? 'admin.rg.timeout' : 'admin.rg.selfExclusion', { until: dateTime(exclusion.until) })}</time>
              </strong>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('admin.rg.realityCheck')}</dt>
          <dd>{t('admin.rg.minutes', { count: limits.realityCheckMinutes })}</dd>
        </div>
      </dl>
      {set.length === 0 ? (
        <p className="empty">{t('admin.rg.noLimits')}</p>
      ) : (
        <table className="queue rg-limits">
          <caption>{t('admin.rg.limits')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.rg.kind')}</th>
              <th scope="col" className="number">
                {t('admin.rg.amount')}
              </th>
              <th scope="col" className="number">
                {t('admin.rg.used')}
              </th>
              <th scope="col" className="number">
                {t('admin.rg.reserved')}
              </th>
              <th scope="col">{t('admin.rg.waiting')}</th>
            </tr>
          </thead>
          <tbody>
            {set.map((limit) => (
              <tr key={`${limit.kind}-${limit.period}`}>
                <th scope="row">
                  {t(`admin.rg.kind.${limit.kind}`)} · {t(`admin.rg.period.${limit.period}`)}
                </th>
                <td className="number" data-label={t('admin.rg.amount')}>
                  {limit.amountMinor === null ? t('admin.rg.none') : amount(limit, limit.amountMinor)}
                </td>
                <td className="number" data-label={t('admin.rg.used')}>
                  {amount(limit, limit.usedMinor - (limit.reservedMinor ?? 0))}
                </td>
                <td className="number" data-label={t('admin.rg.reserved')}>
                  {limit.kind === 'deposit' ? amount(limit, limit.reservedMinor ?? 0) : '—'}
                </td>
                <td data-label={t('admin.rg.waiting')}>
                  {limit.pendingRemoval && limit.pendingFrom
                    ? t('admin.rg.pendingRemoval', { from: dateTime(limit.pendingFrom) })
                    : limit.pendingAmountMinor !== null && limit.pendingFrom
                      ? t('admin.rg.pendingIncrease', { amount: amount(limit, limit.pendingAmountMinor), from: dateTime(limit.pendingFrom) })
                      : t('admin.rg.noneWaiting')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
