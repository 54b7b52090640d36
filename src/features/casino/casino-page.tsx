import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { Lobby } from './lobby';
import styles from './casino.module.css';

const SLOT_LOBBY = 'slot';

/** /casino/:slug (slot, live, popular-games, games, tvbets): the lobby, with the app's banners for the slug. */
export function CasinoPage({ banners }: { banners: (slug: string, isSlotLobby: boolean) => ReactNode }) {
  const { slug = SLOT_LOBBY } = useParams<{ slug: string }>();
  return (
    <main className={styles.page}>
      <Lobby slug={slug} banners={banners(slug, slug === SLOT_LOBBY)} />
    </main>
  );
}
