import { useParams } from 'wouter';
import { Carousel } from '../carousel/carousel';
import { JackpotBanners } from '../jackpots/jackpot-banners';
import { Lobby } from './lobby';
import styles from './casino.module.css';

const SLOT_LOBBY = 'slot';

/** /casino/:slug (slot, live, popular-games, games, tvbets): the casino slider above the lobby. */
export function CasinoPage() {
  const { slug = SLOT_LOBBY } = useParams<{ slug: string }>();
  return (
    <main className={styles.page}>
      <Carousel slider="casino" />
      {slug === SLOT_LOBBY && <JackpotBanners />}
      <Lobby slug={slug} />
    </main>
  );
}
