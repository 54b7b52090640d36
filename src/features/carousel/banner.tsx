import { preload } from 'react-dom';
import { Link } from 'wouter';
import type { SliderItem } from '../../../machines/carousel.machine';
import { bannerAlt, isExternal } from './banner-link';
import styles from './carousel.module.css';

/** Art direction of SPEC §3: image 0 (600 × 500) up to 640 px wide, the wide variant (1040 × 600) above. */
export const NARROW_MEDIA = '(max-width: 640px)';
export const WIDE_MEDIA = '(min-width: 641px)';

function BannerPicture({ item, first }: { item: SliderItem; first: boolean }) {
  const [small, wide = small] = item.images;
  if (first) {
    // The first banner is the page's largest paint: fetched first, in the variant this screen shows.
    preload(small, { as: 'image', media: NARROW_MEDIA, fetchPriority: 'high' });
    preload(wide, { as: 'image', media: WIDE_MEDIA, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source media={WIDE_MEDIA} srcSet={wide} width={1040} height={600} />
      <img
        className={styles.image}
        src={small}
        alt={bannerAlt(item)}
        width={600}
        height={500}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
    </picture>
  );
}

/** One banner: an https address opens in a new tab, anything else is a route of the app. */
export function Banner({ item, first = false }: { item: SliderItem; first?: boolean }) {
  if (isExternal(item.url)) {
    return (
      <a className={styles.link} href={item.url} target="_blank" rel="noopener noreferrer">
        <BannerPicture item={item} first={first} />
      </a>
    );
  }
  return (
    <Link className={styles.link} href={item.url}>
      <BannerPicture item={item} first={first} />
    </Link>
  );
}
