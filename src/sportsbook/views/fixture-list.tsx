import type { Fixture } from '../../../contracts/sportsbook';
import { FixtureCard } from './fixture-card';

interface League {
  name: string;
  fixtures: Fixture[];
}

/** Leagues in the order their first match comes, matches in the server's order (kick-off). */
function byLeague(fixtures: Fixture[]): League[] {
  const leagues = new Map<string, League>();
  for (const fixture of fixtures) {
    let league = leagues.get(fixture.league);
    if (!league) leagues.set(fixture.league, (league = { name: fixture.league, fixtures: [] }));
    league.fixtures.push(fixture);
  }
  return [...leagues.values()];
}

export function FixtureList({ fixtures, groupBySport }: { fixtures: Fixture[]; groupBySport: boolean }) {
  const leagues = groupBySport ? [{ name: '', fixtures }] : byLeague(fixtures);
  return (
    <div className="book-leagues">
      {leagues.map((league) => (
        <section key={league.name || 'all'} className="book-league" aria-label={league.name || undefined}>
          {league.name ? <h2 className="book-league-name">{league.name}</h2> : null}
          <ul className="book-fixtures">
            {league.fixtures.map((fixture) => (
              <li key={fixture.id}>
                <FixtureCard fixture={fixture} showLeague={groupBySport} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
