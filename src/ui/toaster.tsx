import { lazy, Suspense, useEffect } from 'react';
import { toasterMounted } from './toast';

const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function Mounted({ id }: { id?: string }) {
  useEffect(() => toasterMounted(id), [id]);
  return null;
}

/** Toasts of product §9: top-center, up to 5 stacked, 4000 ms (loading toasts set 30000 ms themselves). */
export function Toaster({ id, top }: { id?: string; /** Distance from the viewport's top, in px. */ top?: number }) {
  const offset = top === undefined ? undefined : { top };
  return (
    <Suspense fallback={null}>
      <Sonner id={id} position="top-center" visibleToasts={5} expand duration={4000} theme="dark" richColors offset={offset} mobileOffset={offset} />
      <Mounted id={id} />
    </Suspense>
  );
}
