import { useMemo, useState } from 'react';
import { createBookApi } from './api';
import { BookProvider, useBook } from './book-context';
import type { BookConfig, BookPage } from './config';
import { I18nProvider, useI18n } from './i18n';
import { parentLink, type ParentLink } from './parent';
import { useReportSize } from './use-size';
import { BetSlip } from './views/bet-slip';
import { BookHeader } from './views/book-header';
import { MyBets } from './views/my-bets';
import { SportsView } from './views/sports-view';

export type BookView = 'sports' | 'slip' | 'bets';

function MissingConfig() {
  const { t } = useI18n();
  return (
    <p className="book-notice" role="alert">
      {t('book.error.noConfig')}
    </p>
  );
}

function Book({ page }: { page: BookPage }) {
  const { t } = useI18n();
  const { slip, link } = useBook();
  const [view, setView] = useState<BookView>('sports');
  useReportSize(link.size);
  const tab = (id: BookView, label: string) => (
    <button type="button" role="tab" aria-selected={view === id} className={`book-view-tab book-view-tab-${id}`} onClick={() => setView(id)}>
      {label}
    </button>
  );
  return (
    <div className="book" data-view={view}>
      <BookHeader />
      <nav className="book-views" role="tablist" aria-label={t('book.nav.views')}>
        {tab('sports', t('book.nav.sports'))}
        {tab('slip', t('book.nav.slip', { count: slip.length }))}
        {tab('bets', t('book.nav.myBets'))}
      </nav>
      <main className="book-main">{view === 'bets' ? <MyBets /> : <SportsView initialPage={page} />}</main>
      <aside className="book-aside" aria-label={t('book.slip.title')}>
        <BetSlip />
      </aside>
    </div>
  );
}

/** The whole book page in the player's language. `fetcher` and `link` are for tests. */
export function BookApp({ config, fetcher, link }: { config: BookConfig | null; fetcher?: typeof fetch; link?: ParentLink }) {
  const api = useMemo(() => (config ? createBookApi(config.apiBase, config.token, config.partner, config.lang, fetcher) : null), [config, fetcher]);
  const parent = useMemo(() => link ?? (config ? parentLink(config.partner) : null), [link, config]);
  return (
    <I18nProvider locale={config?.lang ?? 'tr'}>
      {!config || !api || !parent ? (
        <MissingConfig />
      ) : (
        <BookProvider config={config} api={api} link={parent}>
          <Book page={config.page} />
        </BookProvider>
      )}
    </I18nProvider>
  );
}
