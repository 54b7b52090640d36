import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useSystemActor, useT } from '../hooks';
import { Carousel, GameRow, JackpotBanners, RecentGamesRow } from '../registry';
import { CategoryShortcuts } from './category-shortcuts';
import { PromotionsTeaser } from './promotions-teaser';
import styles from './home.module.css';

import { HOME_SHELVES as SHELVES } from './shelves';

export function HomePage() {
  const t = useT();
  const lobby = useSystemActor('lobby');
  const categories = useSelector(lobby, (s) => s.context.categories);
  const shelves = useSelector(lobby, (s) => s.context.shelves);
  const loading = useSelector(lobby, (s) => !s.matches({ shelves: 'ready' }));

  useEffect(() => {
    lobby.send({ type: 'lobby.shelvesRequested', slugs: [...SHELVES] });
  }, [lobby]);

  return (
    <main className={styles.home}>
      <h1 className="visually-hidden">{t('content.home.title')}</h1>
      <Carousel slider="home" />
      <CategoryShortcuts categories={categories} />
      <JackpotBanners />
      <RecentGamesRow />
      {SHELVES.map((slug) => {
        const category = categories.find((c) => c.slugList.includes(slug));
        return category ? <GameRow key={slug} slug={slug} category={category} games={shelves[slug] ?? []} loading={loading} /> : null;
      })}
      <PromotionsTeaser />
    </main>
  );
}
