import { useEffect, useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import type { SliderItem } from '../../../machines/carousel.machine';
import { Banner } from './banner';
import styles from './carousel.module.css';

const breakpoints = { 768: { slidesPerView: 2 }, 992: { slidesPerView: 2 }, 1920: { slidesPerView: 3 } };

interface Props {
  items: SliderItem[];
  autoplay: boolean;
  slideLabel: (index: number) => string;
  /** Swiper took over from the static slides when the first autoplay step was due: it takes that step at once. */
  advance?: boolean;
}

/** Lazy chunk: swiper and its CSS stay out of the initial bundle. */
export default function BannerSwiper({ items, autoplay, slideLabel, advance = false }: Props) {
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
        else if (advance) instance.slideNext();
      }}
      autoplay={{ delay: 5000, disableOnInteraction: false }}
      slidesPerView={1}
      spaceBetween={20}
      loop={false}
      breakpoints={breakpoints}
    >
      {items.map((item, i) => (
        <SwiperSlide key={item.slug} role="group" aria-roledescription="slide" aria-label={slideLabel(i + 1)}>
          <Banner item={item} first={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
