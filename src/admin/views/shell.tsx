import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { screensFor, type AdminScreen, type OperatorIdentity } from '../../../contracts/admin';
import { locales } from '../../../i18n/locales';
import { useAdminI18n } from '../i18n';
import { useAdminSession } from '../session-context';
import { BonusTerms } from '../bonus-terms/bonus-terms-screen';
import { Audit } from './audit';
import { Banners } from './banners';
import { CallRequests } from './call-requests';
import { ChatInbox } from './chat';
import { Dashboard } from './dashboard';
import { Games } from './games';
import { Jackpots } from './jackpots';
import { Menu } from './menu';
import { Notifications } from './notifications';
import { Operators } from './operators';
import { Pages } from './pages';
import { PaymentMethods } from './payment-methods';
import { PendingCount } from '../screens/payments/nav-count';
import { PaymentsQueue } from '../screens/payments/view';
import { Players } from './players';
import { Popup } from './popup';
import { Promotions } from './promotions';
import { Refunds } from './refunds';
import { Settings } from './settings';
import { Transactions } from './transactions';
import { Translations } from './translations';

const screenViews: Record<AdminScreen, () => React.JSX.Element> = {
  payments: PaymentsQueue,
  notifications: Notifications,
  players: Players,
  dashboard: Dashboard,
  transactions: Transactions,
  audit: Audit,
  banners: Banners,
  settings: Settings,
  operators: Operators,
  translations: Translations,
  games: Games,
  callRequests: CallRequests,
  promotions: Promotions,
  popup: Popup,
  pages: Pages,
  menu: Menu,
  jackpots: Jackpots,
  paymentMethods: PaymentMethods,
  chat: ChatInbox,
  refunds: Refunds,
  bonuses: BonusTerms,
};

/** Header (who, language, sign out), the screens the operator's role may use, and the open screen. */
export function Shell({ operator }: { operator: OperatorIdentity }) {
  const { t } = useAdminI18n();
  const screens = screensFor(operator.role);
  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('admin.skipToContent')}
      </a>
      <Header operator={operator} />
      <div className="layout">
        {screens.length > 0 && (
          <nav aria-label={t('admin.nav.label')} className="side-nav">
            <ul>
              {screens.map((screen) => (
                <li key={screen}>
                  <NavLink screen={screen} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="main" tabIndex={-1}>
          <Switch>
            {screens.map((screen) => {
              const View = screenViews[screen];
              return (
                <Route key={screen} path={`/${screen}/*?`}>
                  <View />
                </Route>
              );
            })}
            <Route path="/">{screens.length > 0 ? <Redirect to={`/${screens[0]}`} replace /> : <p className="empty">{t('admin.noScreens')}</p>}</Route>
            <Route>
              <p className="empty">{t('admin.notFound')}</p>
            </Route>
          </Switch>
        </main>
      </div>
    </div>
  );
}

function NavLink({ screen }: { screen: AdminScreen }) {
  const { t } = useAdminI18n();
  const [location] = useLocation();
  const current = location === `/${screen}` || location.startsWith(`/${screen}/`);
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // On a phone the links are a strip that scrolls sideways: the current one is brought into it (never the page).
    const link = ref.current;
    const strip = link?.closest('ul');
    if (!current || !link || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const at = link.getBoundingClientRect();
    const box = strip.getBoundingClientRect();
    if (at.left < box.left || at.right > box.right) strip.scrollLeft += at.left - box.left - (box.width - at.width) / 2;
  }, [current]);
  return (
    <Link ref={ref} href={`/${screen}`} aria-current={current ? 'page' : undefined}>
      {t(`admin.nav.${screen}`)}
      {screen === 'payments' && <PendingCount />}
    </Link>
  );
}

function Header({ operator }: { operator: OperatorIdentity }) {
  const { t, locale, setLocale } = useAdminI18n();
  const session = useAdminSession();
  const signingOut = useSelector(session, (s) => s.matches('signingOut'));
  return (
    <header className="top-bar">
      <p className="brand">{t('admin.title')}</p>
      <p className="who">
        <span className="visually-hidden">{t('admin.header.operator')} </span>
        <strong>{operator.username}</strong> <span className="role">{t(`admin.role.${operator.role}`)}</span>
      </p>
      <div role="group" aria-label={t('admin.language')} className="languages">
        {locales.map((code) => (
          <button key={code} type="button" lang={code} aria-pressed={locale === code} onClick={() => setLocale(code)}>
            {code.toUpperCase()}
            <span className="visually-hidden"> {t(`admin.language.${code}`)}</span>
          </button>
        ))}
      </div>
      <button type="button" className="secondary" disabled={signingOut} onClick={() => session.send({ type: 'session.signOut' })}>
        {t('admin.signOut')}
      </button>
    </header>
  );
}

/** A screen's heading, focused when the operator arrives at it from the navigation (not on the first page load). */
export function ScreenHeading({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
