import type { EngineId } from '../../../contracts/games/engine.js';
import { PROVIDER } from './providers.js';

export type GameKind = 'slot' | 'live' | 'games' | 'tvbets';

/** Where a game comes from: the integration (provider id), the studio shown on its tile, and the ids the
 * launch calls need (`system` for SoftGamings, `productId` for EveryMatrix). */
interface Origin {
  providerId: number;
  studio: string;
  system: string;
  productId: number;
  codePrefix: string;
}

export interface GameSeed {
  /** The built-in engine that plays it (our own games, and every provider's simulator). */
  engine: EngineId;
  providerId: number;
  studio: string;
  code: string;
  name: string;
  kind: GameKind;
  popularity: number;
  system: string;
  productId: number;
}

const sg = (studio: string, system: string): Origin =>
  ({ providerId: PROVIDER.softGamings, studio, system, productId: 0, codePrefix: `sg${system}` });
const em = (studio: string, productId: number): Origin =>
  ({ providerId: PROVIDER.everyMatrix, studio, system: '1204', productId, codePrefix: `em${productId}` });
const own = (providerId: number, studio: string, system: string, codePrefix: string): Origin =>
  ({ providerId, studio, system, productId: 0, codePrefix });

const PRAGMATIC = sg('Pragmatic Play', '960');
const PLAYNGO = sg("Play'n GO", '919');
const REDTIGER = sg('Red Tiger', '940');
const EVOLUTION_SG = sg('Evolution', '998');
const EZUGI_SG = sg('Ezugi', '997');
const SPRIBE = sg('Spribe', '1022');
const HABANERO = own(PROVIDER.hub88, 'Habanero', '1201', 'hb');
const HUB88 = own(PROVIDER.hub88, 'Hub88', '1201', 'h88');
const EGT = own(PROVIDER.egt, 'Egt Digital', '1202', 'egt');
const AMUSNET = own(PROVIDER.amusnet, 'Amusnet', '1203', 'amn');
const NETENT = em('NetEnt', 3);
const EVOLUTION_EM = em('Evolution', 12);
const EZUGI_EM = em('Ezugi', 14);
const BETGAMES = em('BetGames', 27);
const DIGITAIN = own(PROVIDER.digitain, 'Digitain', '1205', 'dg');
const KASA = own(PROVIDER.kasa, 'Kasa Games', '1000', '');

type Row = [GameKind, string, number, Origin];

const rows: Row[] = [
  ['slot', "Sultan's Fortune", 98, PRAGMATIC],
  ['slot', 'Gates of Anatolia', 97, PRAGMATIC],
  ['slot', 'Baklava Blast', 95, PRAGMATIC],
  ['slot', 'Thunder of Olympus', 93, PRAGMATIC],
  ['slot', 'Bosphorus Fishing Club', 88, PRAGMATIC],
  ['slot', 'Wild Bazaar', 84, PRAGMATIC],
  ['slot', 'Juicy Orchard', 76, PRAGMATIC],
  ['slot', "Pharaoh's Sunstone", 80, PLAYNGO],
  ['slot', 'Lantern of Lydia', 71, PLAYNGO],
  ['slot', 'Tulip Reels', 66, PLAYNGO],
  ['slot', 'Viking Runestones', 62, PLAYNGO],
  ['slot', 'Cappadocia Balloons', 83, REDTIGER],
  ['slot', 'Dragon Tempest', 74, REDTIGER],
  ['slot', 'Mystic Jungle Ways', 69, REDTIGER],
  ['live', 'Türkçe Rulet', 92, EVOLUTION_SG],
  ['live', 'Thunder Roulette', 90, EVOLUTION_SG],
  ['live', 'Wheel of Wonders', 89, EVOLUTION_SG],
  ['live', 'Hızlı Bakara', 72, EVOLUTION_SG],
  ['live', 'Blackjack VIP Salon', 70, EVOLUTION_SG],
  ['live', 'Lucky Ball Show', 67, EVOLUTION_SG],
  ['live', 'Türkçe Blackjack', 78, EZUGI_SG],
  ['live', 'Auto Roulette Istanbul', 61, EZUGI_SG],
  ['games', 'Goal Kick', 58, SPRIBE],
  ['games', 'Mini Rulet', 52, SPRIBE],
  ['games', 'Hilo Cards', 55, SPRIBE],
  ['games', 'Dice Rush', 50, SPRIBE],

  ['slot', 'Galata Gold', 94, HABANERO],
  ['slot', 'Grand Bazaar Treasures', 79, HABANERO],
  ['slot', 'Ottoman Nights', 77, HABANERO],
  ['slot', 'Candy Carnival', 70, HABANERO],
  ['slot', 'Aegean Riches', 68, HABANERO],
  ['slot', 'Midnight Jackpot Express', 65, HABANERO],
  ['slot', 'Golden Koi Pond', 63, HABANERO],
  ['slot', 'Lucky Lanterns', 60, HABANERO],
  ['slot', 'Fire Rooster', 59, HABANERO],
  ['slot', 'Desert Caravan', 57, HABANERO],
  ['slot', "Pirate's Pearl", 54, HABANERO],
  ['slot', 'Samurai Blossom', 53, HABANERO],
  ['live', 'Live Roulette Galata', 64, HUB88],
  ['live', 'Blackjack Gold Table', 62, HUB88],
  ['live', 'Dragon Tiger Live', 56, HUB88],
  ['live', 'Baccarat Squeeze', 51, HUB88],
  ['live', "Casino Hold'em Live", 49, HUB88],
  ['live', 'Sic Bo Deluxe', 48, HUB88],
  ['games', 'Rocket Dash', 60, HUB88],
  ['games', 'Keno Express', 45, HUB88],
  ['games', 'Scratch & Win Gold', 42, HUB88],

  ['slot', 'Blazing Sevens', 91, EGT],
  ['slot', '40 Sizzling Fruits', 86, EGT],
  ['slot', 'Quest of the Nile', 82, EGT],
  ['slot', 'Lucky Clover Hot', 78, EGT],
  ['slot', 'Flaming Dice', 75, EGT],
  ['slot', 'Royal Crown Fruits', 73, EGT],
  ['slot', 'Temple of Ra', 72, EGT],
  ['slot', 'Wild Diamond 7s', 69, EGT],
  ['slot', 'Supreme Cherries', 67, EGT],
  ['slot', '20 Golden Bells', 64, EGT],
  ['slot', 'Hot Honey Fruits', 61, EGT],
  ['slot', 'Fortune Spells', 58, EGT],
  ['slot', 'Great Sultana', 56, EGT],
  ['slot', 'Ice Valley Riches', 55, EGT],

  ['slot', 'Lucky Lira', 87, AMUSNET],
  ['slot', 'Book of Sultans', 85, AMUSNET],
  ['slot', 'Bosphorus Sunset', 80, AMUSNET],
  ['slot', 'Istanbul Nights Deluxe', 76, AMUSNET],
  ['slot', 'Golden Tulip', 70, AMUSNET],
  ['slot', 'Magic Carpet Ride', 68, AMUSNET],
  ['slot', 'Anatolian Lion', 66, AMUSNET],
  ['slot', 'Phoenix Flame', 64, AMUSNET],
  ['slot', 'Hot Star Reels', 63, AMUSNET],
  ['slot', 'Rich Harvest', 62, AMUSNET],
  ['slot', 'Diamond Dynasty', 60, AMUSNET],
  ['slot', 'Fruity Seven Deluxe', 59, AMUSNET],
  ['slot', 'Black Sea Pearls', 57, AMUSNET],
  ['slot', 'Mount Ararat Gold', 54, AMUSNET],

  ['slot', 'Starlight Gems', 81, NETENT],
  ['slot', 'Lost City Explorer', 74, NETENT],
  ['slot', 'Wild West Outlaw', 71, NETENT],
  ['slot', 'Divine Treasury', 65, NETENT],
  ['slot', 'Twin Reels Deluxe', 60, NETENT],
  ['slot', 'Blood Moon Vampires', 58, NETENT],
  ['live', 'Canlı Rulet Türkiye', 96, EVOLUTION_EM],
  ['live', 'Dream Wheel', 81, EVOLUTION_EM],
  ['live', 'Panorama Roulette', 77, EVOLUTION_EM],
  ['live', 'Bonus Bet Blackjack', 75, EVOLUTION_EM],
  ['live', 'Golden Baccarat', 73, EVOLUTION_EM],
  ['live', 'Türkçe Bakara', 69, EVOLUTION_EM],
  ['live', 'Speed Roulette Pro', 63, EVOLUTION_EM],
  ['live', 'Dragon Tiger Gold', 53, EVOLUTION_EM],
  ['live', 'Sic Bo Live', 50, EVOLUTION_EM],
  ['live', 'Casino Poker Live', 46, EVOLUTION_EM],
  ['live', 'VIP Blackjack Istanbul', 66, EZUGI_EM],
  ['live', 'Ultimate Andar Bahar', 44, EZUGI_EM],
  ['tvbets', 'Lucky 7 Draw', 62, BETGAMES],
  ['tvbets', 'Lucky Wheel TV', 55, BETGAMES],
  ['tvbets', 'Dice Duel TV', 49, BETGAMES],
  ['tvbets', 'Poker TV Duel', 47, BETGAMES],
  ['tvbets', 'Speedy 7', 45, BETGAMES],
  ['tvbets', 'Baccarat TV', 43, BETGAMES],

  ['slot', 'Turkish Delight Reels', 61, DIGITAIN],
  ['slot', 'Golden Horn Wilds', 58, DIGITAIN],
  ['slot', 'Fortune Bazaar', 55, DIGITAIN],
  ['slot', 'Mystic Pyramid', 50, DIGITAIN],
  ['games', 'Penalty Shootout', 64, DIGITAIN],
  ['games', 'Jet Crash', 57, DIGITAIN],
  ['games', 'Lucky Darts', 41, DIGITAIN],
  ['tvbets', 'Backgammon Duel TV', 52, DIGITAIN],
  ['tvbets', 'Lotto 5/36', 48, DIGITAIN],
  ['tvbets', 'Card War TV', 46, DIGITAIN],
  ['tvbets', 'Keno TV', 44, DIGITAIN],
  ['tvbets', 'Bingo 37', 42, DIGITAIN],
  ['tvbets', 'Wheel 18 TV', 40, DIGITAIN],

  ['games', 'Aviator', 99, KASA],
  ['games', 'Kasa Rulet', 86, KASA],
  ['games', 'Rocket Crash', 79, KASA],
  ['games', 'Fortune Wheel', 73, KASA],
  ['games', 'Lucky Limbo', 70, KASA],
  ['games', 'Dice 100', 66, KASA],
  ['games', 'Coin Flip', 58, KASA],
  ['games', 'Hi-Lo Zar', 54, KASA],
  ['slot', 'Kasa Classic 7s', 72, KASA],
  ['slot', 'Nazar Wilds', 68, KASA],
  ['slot', 'Lale Bahçesi', 64, KASA],
  ['slot', 'Pamukkale Riches', 60, KASA],
];

/**
 * Which built-in engine plays a demo game: slots spin the 5×3 slot; tables with a wheel, draws and live shows spin
 * the roulette; rockets, jets and limbo fly the crash curve; everything else rolls the dice. A real provider serves
 * its own game; the simulators stand in with these four.
 */
function engineOf(kind: GameKind, name: string): EngineId {
  if (kind === 'slot') return 'slot';
  if (/aviator|rocket|jet|crash|limbo|goal|penalty/i.test(name)) return 'crash';
  if (/sic bo|dice|zar|hilo|hi-lo|coin|darts|backgammon|card war|dragon tiger|andar/i.test(name)) return 'dice';
  if (kind === 'live' || /rulet|roulette|wheel|lotto|keno|bingo|ball|7|draw|poker|baccarat|bakara/i.test(name)) return 'roulette';
  return 'dice';
}

function codeOf(origin: Origin, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[çğıöşü]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[c] ?? c)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return origin.codePrefix ? `${origin.codePrefix}_${slug}` : slug;
}

/** Every demo game; built-in (Kasa Games) codes are bare slugs such as `aviator` and `kasa_rulet`. */
export const games: GameSeed[] = rows.map(([kind, name, popularity, origin]) => ({
  engine: engineOf(kind, name),
  providerId: origin.providerId,
  studio: origin.studio,
  code: codeOf(origin, name),
  name,
  kind,
  popularity,
  system: origin.system,
  productId: origin.productId,
}));
