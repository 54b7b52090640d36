import { type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Dashboard as DashboardData, DashboardTotals } from '../../../contracts/admin-calls';
import { useAdminI18n } from '../i18n';
import { providedDashboard } from '../provide';
import { DashboardChart } from './dashboard-chart';
import { ScreenHeading } from './shell';

/** A calendar day (YYYY-MM-DD) in the operator's language. */
function useDay() {
  const { locale } = useAdminI18n();
  const format = new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    return Number.isNaN(at) ? day : format.format(at);
  };
}

/** Today's and a period's deposits, withdrawals, NGR and players, the review queues, and the period day by day. */
export function Dashboard() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedDashboard);
  const data = useSelector(flow, (s) => s.context.data);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const from = useSelector(flow, (s) => s.context.from);
  const to = useSelector(flow, (s) => s.context.to);
  const day = useDay();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    flow.send({ type: 'dashboard.period', from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') });
  };

  return (
    <section aria-labelledby="dashboard-heading" className="screen dashboard">
      <div id="dashboard-heading">
        <ScreenHeading>{t('admin.dashboard.heading')}</ScreenHeading>
      </div>
      <form className="filters" onSubmit={submit} aria-label={t('admin.dashboard.period')}>
        <label className="field">
          {t('admin.dashboard.from')}
          <input type="date" name="from" key={`from-${from}`} defaultValue={from} />
        </label>
        <label className="field">
          {t('admin.dashboard.to')}
          <input type="date" name="to" key={`to-${to}`} defaultValue={to} />
        </label>
        <button type="submit" className="primary" aria-disabled={loading || undefined}>
          {t('admin.dashboard.show')}
        </button>
      </form>
      {error && (
        <div role="alert" className="alert">
          <p>{error}</p>
          <button type="button" className="secondary" onClick={() => flow.send({ type: 'dashboard.reload' })}>
            {t('admin.retry')}
          </button>
        </div>
      )}
      {loading && !data && <p role="status">{t('admin.loading')}</p>}
      {data && (
        <div aria-busy={loading} className="dashboard-body">
          <section aria-labelledby="dashboard-today" className="panel">
            <h2 id="dashboard-today">{t('admin.dashboard.today', { date: day(data.today.date) })}</h2>
            <Figures totals={data.today} />
          </section>
          <section aria-labelledby="dashboard-period" className="panel">
            <h2 id="dashboard-period">{t('admin.dashboard.periodHeading', { from: day(data.from), to: day(data.to) })}</h2>
            <Figures totals={data.period} />
          </section>
          <section aria-labelledby="dashboard-pending" className="panel">
            <h2 id="dashboard-pending">{t('admin.dashboard.pending')}</h2>
            <dl className="figures">
              <div>
                <dt>{t('admin.dashboard.pendingWithdrawals')}</dt>
                <dd>{data.pending.withdrawals}</dd>
              </div>
              <div>
                <dt>{t('admin.dashboard.pendingTransfers')}</dt>
                <dd>{data.pending.bankTransfers}</dd>
              </div>
              <div>
                <dt>{t('admin.dashboard.pendingRefunds')}</dt>
                <dd>{data.pending.refunds}</dd>
              </div>
              <div>
                <dt>{t('admin.dashboard.pendingDisputes')}</dt>
                <dd>{data.pending.disputes}</dd>
              </div>
            </dl>
          </section>
          <Days data={data} />
        </div>
      )}
    </section>
  );
}

function Figures({ totals }: { totals: DashboardTotals }) {
  const { t, money } = useAdminI18n();
  const lira = (minor: number) => money(minor / 100);
  return (
    <dl className="figures">
      <div>
        <dt>{t('admin.dashboard.deposits')}</dt>
        <dd>
          {lira(totals.depositsMinor)} <span className="count">{t('admin.dashboard.count', { count: totals.depositCount })}</span>
        </dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.withdrawals')}</dt>
        <dd>
          {lira(totals.withdrawalsMinor)} <span className="count">{t('admin.dashboard.count', { count: totals.withdrawalCount })}</span>
        </dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.ngr')}</dt>
        <dd>{lira(totals.ngrMinor)}</dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.newPlayers')}</dt>
        <dd>{totals.newPlayers}</dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.activePlayers')}</dt>
        <dd>{totals.activePlayers}</dd>
      </div>
    </dl>
  );
}

/** The chart of the period and, for those who do not see it, the same figures as a table (behind a disclosure). */
function Days({ data }: { data: DashboardData }) {
  const { t, money } = useAdminI18n();
  const day = useDay();
  const lira = (minor: number) => money(minor / 100);
  return (
    <figure className="panel days" aria-labelledby="dashboard-chart">
      <figcaption id="dashboard-chart">{t('admin.dashboard.chart')}</figcaption>
      <DashboardChart series={data.series} />
      <details>
        <summary>{t('admin.dashboard.chartTable')}</summary>
        <table className="queue">
          <caption className="visually-hidden">{t('admin.dashboard.chart')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.dashboard.day')}</th>
              <th scope="col" className="number">
                {t('admin.dashboard.deposits')}
              </th>
              <th scope="col" className="number">
                {t('admin.dashboard.withdrawals')}
              </th>
              <th scope="col" className="number">
                {t('admin.dashboard.ngr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.series.map((d) => (
              <tr key={d.date}>
                <th scope="row">{day(d.date)}</th>
                <td className="number">{lira(d.depositsMinor)}</td>
                <td className="number">{lira(d.withdrawalsMinor)}</td>
                <td className="number">{lira(d.ngrMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
