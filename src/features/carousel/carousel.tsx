import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { Slider } from '../../../contracts/cms';
import type { SliderItem } from '../../../machines/carousel.machine';
import { useSystemActor, useSystemSelector, useT } from '../../app/hooks';
import { Banner } from './banner';
import styles from './carousel.module.css';

/*
 * The swiper's code, loaded after the first paint. A failed load (the server restarting, a dropped connection) must
 * not take the page down: the browser keeps a failed module import, so the static slides stay instead.
 */
const BannerSwiper = lazy(() =>
  import('./banner-swiper').catch(() => ({
    default: ({ items, slideLabel }: { items: SliderItem[]; slideLabel: (index: number) => string }) => <StaticSlides items={items} slideLabel={slideLabel} />,
  })),
);

const NO_ITEMS: SliderItem[] = [];
const itemsOf = (sliders: Slider[], name: string) => sliders.find((s) => s.name === name)?.items ?? NO_ITEMS;

/** Three placeholder slides; "Loading..." while the content is on its way, nothing more once it failed. */
function Placeholders({ label }: { label: string | null }) {
  return (
    <div className={styles.placeholders} role={label ? 'status' : undefined}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={`${styles.placeholder} ${label ? '' : styles.still}`} aria-hidden="true" />
      ))}
      {label && <span className={styles.loading}>{label}</span>}
    </div>
  );
}

/**
 * The first slides without swiper: what the server renders and the page shows until swiper has loaded, laid out
 * exactly as swiper lays them out (1 per view, 2 from 768 px, 3 from 1920 px, 20 px apart), so nothing moves.
 */
function StaticSlides({ items, slideLabel }: { items: SliderItem[]; slideLabel: (index: number) => string }) {
  return (
    <div className={styles.slides}>
      {items.slice(0, 3).map((item, i) => (
        <div key={item.slug} className={styles.slide} role="group" aria-roledescription="slide" aria-label={slideLabel(i + 1)}>
          <Banner item={item} first={i === 0} />
        </div>
      ))}
    </div>
  );
}

/** Autoplay's period (SPEC §9): the static slides hand over to swiper when its first step is due. */
const AUTOPLAY_MS = 5000;

/**
 * Swiper (a sizeable script) is not needed to show the first slides: it loads when the player reaches for the
 * carousel (pointer, touch, focus) or when autoplay's first step is due, so it never competes with the first view.
 */
function useSwiperWanted(ready: boolean): { wanted: boolean; byAutoplay: boolean; reach: () => void } {
  const [wanted, setWanted] = useState<null | 'reach' | 'autoplay'>(null);
  useEffect(() => {
    if (!ready || wanted) return undefined;
    const timer = setTimeout(() => setWanted('autoplay'), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [ready, wanted]);
  return { wanted: wanted !== null, byAutoplay: wanted === 'autoplay', reach: () => setWanted((w) => w ?? 'reach') };
}

/** The banner carousel of one slider ('home' or 'casino'); swiper itself loads once the slides are ready. */
export function Carousel({ slider }: { slider: string }) {
  const carousel = useSystemActor('carousel');
  const t = useT();
  const placeholder = useSelector(carousel, (s) => s.matches('placeholder'));
  const ready = useSelector(carousel, (s) => s.matches('ready'));
  // This slider's items: the machine's once it has chosen this slider, until then straight from the bootstrap.
  const items = useSelector(carousel, (s) => (s.context.name === slider ? s.context.items : itemsOf(s.context.sliders, slider)));
  // The content did not arrive (and nothing was cached): placeholders stay, silently, until a retry brings it.
  const unavailable = useSystemSelector('bootstrap', (s) => s.context.failed && !s.context.loaded);

  useEffect(() => {
    carousel.send({ type: 'carousel.sliderSelected', name: slider });
  }, [carousel, slider]);

  const swiper = useSwiperWanted(ready);
  const slideLabel = (index: number) => t('content.carousel.slide', { index, total: items.length });
  if (items.length === 0 && !placeholder) return null;
  const slides = <StaticSlides items={items} slideLabel={slideLabel} />;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('content.carousel.label')}
      onPointerEnter={swiper.reach}
      onTouchStart={swiper.reach}
      onFocus={swiper.reach}
    >
      {items.length === 0 ? (
        <Placeholders label={unavailable ? null : t('content.loading')} />
      ) : ready && swiper.wanted ? (
        <Suspense fallback={slides}>
          <BannerSwiper items={items} autoplay={ready} slideLabel={slideLabel} advance={swiper.byAutoplay} />
        </Suspense>
      ) : (
        slides
      )}
    </section>
  );
}
