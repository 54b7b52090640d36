import type { SportKey } from './types.js';

export interface League {
  sport: SportKey;
  name: string;
  teams: readonly string[];
}

/** Real competitions and names, so the demo reads like a sportsbook; strengths are made up from the seed. */
export const leagues: readonly League[] = [
  { sport: 'football', name: 'Süper Lig', teams: ['Galatasaray', 'Fenerbahçe', 'Beşiktaş', 'Trabzonspor', 'Başakşehir', 'Samsunspor', 'Göztepe', 'Kasımpaşa', 'Antalyaspor', 'Konyaspor', 'Alanyaspor', 'Rizespor'] },
  { sport: 'football', name: 'Premier League', teams: ['Arsenal', 'Liverpool', 'Manchester City', 'Chelsea', 'Tottenham', 'Newcastle', 'Aston Villa', 'Brighton'] },
  { sport: 'football', name: 'LaLiga', teams: ['Real Madrid', 'Barcelona', 'Atlético Madrid', 'Sevilla', 'Villarreal', 'Real Sociedad', 'Real Betis', 'Athletic Club'] },
  { sport: 'football', name: 'Serie A', teams: ['Inter', 'Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina'] },
  { sport: 'basketball', name: 'Basketbol Süper Ligi', teams: ['Anadolu Efes', 'Fenerbahçe Beko', 'Galatasaray MCT', 'Beşiktaş Fibabanka', 'Türk Telekom', 'Pınar Karşıyaka', 'Tofaş', 'Bahçeşehir Koleji'] },
  { sport: 'basketball', name: 'EuroLeague', teams: ['Real Madrid', 'Olympiacos', 'Panathinaikos', 'Barcelona', 'Partizan', 'Monaco', 'Bayern München', 'Žalgiris'] },
  { sport: 'tennis', name: 'ATP', teams: ['J. Sinner', 'C. Alcaraz', 'N. Djokovic', 'A. Zverev', 'D. Medvedev', 'H. Rune', 'T. Fritz', 'C. Ruud', 'A. de Minaur', 'S. Tsitsipas'] },
];
