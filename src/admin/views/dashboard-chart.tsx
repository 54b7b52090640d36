import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import type { Dashboard } from '../../../contracts/admin-calls';
import { useAdminI18n } from '../i18n';

const COLORS = { deposits: '#f5b400', withdrawals: '#ff6b70', ngr: '#4cd98a' };

/**
 * Deposits, withdrawals and NGR per day, drawn by uPlot (loaded with this screen only, so the chart library stays in
 * the back office's bundle). The canvas is hidden from assistive technology: the table of the days beside it says
 * the same.
 */
export function DashboardChart({ series }: { series: Dashboard['series'] }) {
  const { t, money, locale } = useAdminI18n();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || series.length === 0) return;
    let plot: uPlot | null = null;
    let stopped = false;
    let observer: ResizeObserver | null = null;
    const lira = (minor: number | null | undefined) => (minor === null || minor === undefined ? '' : money(minor / 100));
    const size = () => ({ width: Math.max(element.clientWidth, 280), height: 280 });
    import('uplot')
      .then(({ default: UPlot }) => {
        if (stopped) return;
        const axis = { stroke: '#a7b1c8', grid: { stroke: '#2b3757', width: 1 }, ticks: { stroke: '#2b3757', width: 1 } };
        const dayFormat = new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
        // x is the day's place in the period (whole days only: no ticks between two days, no time-zone shifts).
        const dayAt = (index: number | null | undefined) => {
          const d = index === null || index === undefined ? undefined : series[Math.round(index)];
          return d ? dayFormat.format(Date.parse(`${d.date}T00:00:00Z`)) : '';
        };
        plot = new UPlot(
          {
            ...size(),
            legend: { show: true },
            // Away from the chart, the legend names the last day's figures rather than showing labels with no values.
            hooks: {
              setCursor: [
                (u) => {
                  if (u.cursor.idx === null || u.cursor.idx === undefined) u.setLegend({ idx: series.length - 1 }, false);
                },
              ],
            },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: false } },
            axes: [
              { ...axis, space: 60, incrs: [1, 2, 7, 14, 30, 61, 91], values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? dayAt(s) : '')) },
              { ...axis, size: 90, values: (_u, splits) => splits.map((s) => lira(s)) },
            ],
            series: [
              { label: t('admin.dashboard.day'), value: (_u, s) => dayAt(s) },
              { label: t('admin.dashboard.deposits'), stroke: COLORS.deposits, width: 2, value: (_u, v) => lira(v) },
              { label: t('admin.dashboard.withdrawals'), stroke: COLORS.withdrawals, width: 2, value: (_u, v) => lira(v) },
              { label: t('admin.dashboard.ngr'), stroke: COLORS.ngr, width: 2, value: (_u, v) => lira(v) },
            ],
          },
          [series.map((_d, index) => index), series.map((d) => d.depositsMinor), series.map((d) => d.withdrawalsMinor), series.map((d) => d.ngrMinor)],
          element,
        );
        plot.setLegend({ idx: series.length - 1 }, false);
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => plot?.setSize(size()));
          observer.observe(element);
        }
      })
      .catch(() => {
        // No chart (no canvas here, or its code did not load): the table of the days still shows every figure.
      });
    return () => {
      stopped = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [series, money, t, locale]);
  return <div ref={box} className="chart" aria-hidden="true" />;
}
