import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Toaster } from '../ui/toaster';
import { useSystemSelector } from './hooks';
import { RouteBreadcrumbs } from './route-breadcrumbs';
import { AppLayout, DialogHost, Footer, Header, PromoPopup, SideMenu, TopBanner } from './registry';
import { AppRoutes } from './routes';

// The side panel's code loads when it first opens.
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
