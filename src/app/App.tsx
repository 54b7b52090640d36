import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Toaster } from '../ui/toaster';
import { releaseEarlyTaps } from './early-taps';
import { useSystemActor, useSystemSelector } from './hooks';
import { RouteBreadcrumbs } from './route-breadcrumbs';
import { AppLayout, ChatHost, DemoNotice, DialogHost, Footer, Header, HeaderNotifications, PromoPopup, SideMenu, TopBanner } from './registry';
import { AppRoutes } from './routes';
import { DocumentTitle } from './route-title';

// The side panel's code loads when it first opens.
function LazySideMenu() {
  const open = useSystemSelector('sideMenu', (s) => s.matches('open'));
  return open ? (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  ) : null;
}

/** Each navigation starts at the top, and asks again for site content that never arrived (product §8). */
function useNavigationEffects() {
  const [location] = useLocation();
  const bootstrap = useSystemActor('bootstrap');
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    bootstrap.send({ type: 'bootstrap.retry' });
  }, [location, bootstrap]);
}

export function App({ onTitle }: { onTitle?: (title: string) => void } = {}) {
  useNavigationEffects();
  // The app is live: a tap the player made on the server's view meanwhile is carried out now.
  useEffect(releaseEarlyTaps, []);
  return (
    <>
      <DocumentTitle onTitle={onTitle} />
      <AppLayout
        topBanner={
          <>
            <DemoNotice />
            <TopBanner />
          </>
        }
        header={<Header notifications={<HeaderNotifications />} />}
        sideMenu={<LazySideMenu />}
        breadcrumbs={<RouteBreadcrumbs />}
        footer={<Footer />}
      >
        <AppRoutes />
      </AppLayout>
      <DialogHost />
      <ChatHost />
      <PromoPopup />
      <Toaster />
    </>
  );
}
