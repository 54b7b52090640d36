import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useSystemActor, useT } from '../../app/hooks';
import styles from './carousel.module.css';

const BannerSwiper = lazy(() => import('./banner-swiper'));

function Placeholders({ label }: { label: string }) {
  return (
    <div className={styles.placeholders} role="status">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.placeholder} aria-hidden="true" />
      ))}
      <span className={styles.loading}>{label}</span>
    </div>
  );
}

/** The banner carousel of one slider ('home' or 'casino'); swiper itself loads lazily. */
export function Carousel({ slider }: { slider: string }) {
  const carousel = useSystemActor('carousel');
  const t = useT();
  const placeholder = useSelector(carousel, (s) => s.matches('placeholder'));
  const ready = useSelector(carousel, (s) => s.matches('ready'));
  const items = useSelector(carousel, (s) => s.context.items);

  useEffect(() => {
    carousel.send({ type: 'carousel.sliderSelected', name: slider });
  }, [carousel, slider]);

  if (!placeholder && items.length === 0) return null;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('content.carousel.label')}>
      {placeholder ? (
        <Placeholders label={t('content.loading')} />
      ) : (
        <Suspense fallback={<Placeholders label={t('content.loading')} />}>
          <BannerSwiper items={items} autoplay={ready} slideLabel={(index) => t('content.carousel.slide', { index, total: items.length })} />
        </Suspense>
      )}
    </section>
  );
}
