import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import type { SliderItem } from '../../../machines/carousel.machine';
import { bannerAlt, isExternal } from './banner-link';
import styles from './carousel.module.css';

const breakpoints = { 768: { slidesPerView: 2 }, 992: { slidesPerView: 2 }, 1920: { slidesPerView: 3 } };

function BannerPicture({ item }: { item: SliderItem }) {
  const [small, wide = small] = item.images;
  return (
    <picture>
      <source media="(min-width: 641px)" srcSet={wide} />
      <img className={styles.image} src={small} alt={bannerAlt(item)} width={600} height={500} />
    </picture>
  );
}

function Banner({ item }: { item: SliderItem }) {
  if (isExternal(item.url)) {
    return (
      <a className={styles.link} href={item.url} target="_blank" rel="noopener noreferrer">
        <BannerPicture item={item} />
      </a>
    );
  }
  return (
    <Link className={styles.link} href={item.url}>
      <BannerPicture item={item} />
    </Link>
  );
}

interface Props {
  items: SliderItem[];
  autoplay: boolean;
  slideLabel: (index: number) => string;
}

/** Lazy chunk: swiper and its CSS stay out of the initial bundle. */
export default function BannerSwiper({ items, autoplay, slideLabel }: Props) {
  const swiper = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    const instance = swiper.current;
    if (!instance || instance.destroyed) return;
    if (autoplay) {
      instance.update();
      instance.autoplay.start();
    } else {
      instance.autoplay.stop();
    }
  }, [autoplay, items]);

  return (
    <Swiper
      className={styles.swiper}
      modules={[Autoplay]}
      onSwiper={(instance) => {
        swiper.current = instance;
        if (!autoplay) instance.autoplay.stop();
      }}
      autoplay={{ delay: 5000, disableOnInteraction: false }}
      slidesPerView={1}
      spaceBetween={20}
      loop={false}
      breakpoints={breakpoints}
    >
      {items.map((item, i) => (
        <SwiperSlide key={item.slug} role="group" aria-roledescription="slide" aria-label={slideLabel(i + 1)}>
          <Banner item={item} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
