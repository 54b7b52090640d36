import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { DialogHost } from '../features/dialogs/dialog-host';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { AppLayout } from '../features/layout/app-layout';
import { PromoPopup } from '../features/popup/promo-popup';
import { TopBanner } from '../features/top-banner/top-banner';
import { Toaster } from '../ui/toaster';
import { useSystemSelector } from './hooks';
import { RouteBreadcrumbs } from './route-breadcrumbs';
import { AppRoutes } from './routes';

// The side panel's code loads when it first opens.
const SideMenu = lazy(() => import('../features/side-menu/side-menu').then((m) => ({ default: m.SideMenu })));

function LazySideMenu() {
  const open = useSystemSelector('sideMenu', (s) => s.matches('open'));
  return open ? (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  ) : null;
}

function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location]);
}

export function App() {
  useScrollToTopOnNavigate();
  return (
    <>
      <AppLayout
        topBanner={<TopBanner />}
        header={<Header />}
        sideMenu={<LazySideMenu />}
        breadcrumbs={<RouteBreadcrumbs />}
        footer={<Footer />}
      >
        <AppRoutes />
      </AppLayout>
      <DialogHost />
      <PromoPopup />
      <Toaster />
    </>
  );
}
