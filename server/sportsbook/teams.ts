import type { SportKey } from './types.js';

export interface League {
  sport: SportKey;
  name: string;
  teams: readonly string[];
}

/**
 * Real competitions and names, so the demo reads like a sportsbook; strengths are made up from the seed. Each league
 * has an even number of teams (a round-robin pairs them all every matchday); the order staggers the sports through
 * the week (fixtures.ts).
 */
export const leagues: readonly League[] = [
  { sport: 'football', name: 'Süper Lig', teams: ['Galatasaray', 'Fenerbahçe', 'Beşiktaş', 'Trabzonspor', 'Başakşehir', 'Samsunspor', 'Göztepe', 'Kasımpaşa', 'Antalyaspor', 'Konyaspor', 'Alanyaspor', 'Rizespor', 'Eyüpspor', 'Gaziantep FK', 'Kayserispor', 'Gençlerbirliği', 'Kocaelispor', 'Karagümrük'] },
  { sport: 'basketball', name: 'EuroLeague', teams: ['Real Madrid', 'Olympiacos', 'Panathinaikos', 'Barcelona', 'Partizan', 'Monaco', 'Bayern München', 'Žalgiris', 'Crvena zvezda', 'Maccabi Tel Aviv', 'Virtus Bologna', 'Olimpia Milano', 'Baskonia', 'ASVEL', 'Paris Basketball', 'Valencia Basket', 'Hapoel Tel Aviv', 'Dubai Basketball'] },
  { sport: 'tennis', name: 'ATP', teams: ['J. Sinner', 'C. Alcaraz', 'N. Djokovic', 'A. Zverev', 'D. Medvedev', 'H. Rune', 'T. Fritz', 'C. Ruud', 'A. de Minaur', 'S. Tsitsipas', 'B. Shelton', 'J. Draper', 'L. Musetti', 'A. Rublev', 'T. Paul', 'F. Auger-Aliassime', 'G. Dimitrov', 'H. Hurkacz', 'K. Khachanov', 'U. Humbert'] },
  { sport: 'football', name: 'Premier League', teams: ['Arsenal', 'Liverpool', 'Manchester City', 'Chelsea', 'Tottenham', 'Newcastle', 'Aston Villa', 'Brighton', 'Manchester United', 'West Ham', 'Crystal Palace', 'Brentford', 'Fulham', 'Everton', 'Nottingham Forest', 'Bournemouth', 'Wolves', 'Leeds United', 'Burnley', 'Sunderland'] },
  { sport: 'basketball', name: 'Basketbol Süper Ligi', teams: ['Anadolu Efes', 'Fenerbahçe Beko', 'Galatasaray MCT', 'Beşiktaş Fibabanka', 'Türk Telekom', 'Pınar Karşıyaka', 'Tofaş', 'Bahçeşehir Koleji', 'Manisa Basket', 'Bursaspor', 'Petkim Spor', 'Mersin MSK', 'Merkezefendi', 'Büyükçekmece', 'Aliağa', 'Esenler Erokspor'] },
  { sport: 'tennis', name: 'WTA', teams: ['A. Sabalenka', 'I. Swiatek', 'C. Gauff', 'J. Pegula', 'E. Rybakina', 'M. Andreeva', 'J. Paolini', 'Q. Zheng', 'M. Keys', 'E. Navarro', 'P. Badosa', 'D. Kasatkina', 'E. Alexandrova', 'B. Bencic', 'K. Muchova', 'A. Anisimova', 'E. Svitolina', 'L. Noskova', 'D. Shnaider', 'Z. Sonmez'] },
  { sport: 'football', name: 'LaLiga', teams: ['Real Madrid', 'Barcelona', 'Atlético Madrid', 'Sevilla', 'Villarreal', 'Real Sociedad', 'Real Betis', 'Athletic Club', 'Valencia', 'Girona', 'Celta Vigo', 'Osasuna', 'Getafe', 'Rayo Vallecano', 'Mallorca', 'Espanyol', 'Alavés', 'Elche', 'Levante', 'Real Oviedo'] },
  { sport: 'football', name: 'Serie A', teams: ['Inter', 'Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina', 'Bologna', 'Torino', 'Udinese', 'Genoa', 'Como', 'Cagliari', 'Lecce', 'Parma', 'Hellas Verona', 'Sassuolo', 'Cremonese', 'Pisa'] },
];
