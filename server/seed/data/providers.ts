/** Game providers. Ids 1-6 are the integrations of product §7 (launch calls are chosen by name), 7 is built in,
 * 8-16 are studios shown in the footer, carried by the aggregator in `mainProviderId`. Sixteen in all. */
export interface ProviderSeed {
  id: number;
  name: string;
  slug: string;
  mainProviderId: number;
  position: number;
}

export const PROVIDER = {
  softGamings: 1,
  hub88: 2,
  egt: 3,
  amusnet: 4,
  everyMatrix: 5,
  digitain: 6,
  kasa: 7,
} as const;

export const providers: ProviderSeed[] = [
  { id: 1, name: 'SoftGamings', slug: 'softgamings', mainProviderId: 1, position: 10 },
  { id: 2, name: 'Hub88', slug: 'hub88', mainProviderId: 2, position: 11 },
  { id: 3, name: 'Egt Digital', slug: 'egt-digital', mainProviderId: 3, position: 2 },
  { id: 4, name: 'Amusnet', slug: 'amusnet', mainProviderId: 4, position: 3 },
  { id: 5, name: 'EveryMatrix', slug: 'everymatrix', mainProviderId: 5, position: 12 },
  { id: 6, name: 'Digitain', slug: 'digitain', mainProviderId: 6, position: 13 },
  { id: 7, name: 'Kasa Games', slug: 'kasa-games', mainProviderId: 7, position: 0 },
  { id: 8, name: 'Pragmatic Play', slug: 'pragmatic-play', mainProviderId: 1, position: 1 },
  { id: 9, name: 'Evolution', slug: 'evolution', mainProviderId: 5, position: 4 },
  { id: 10, name: 'NetEnt', slug: 'netent', mainProviderId: 5, position: 5 },
  { id: 11, name: "Play'n GO", slug: 'playn-go', mainProviderId: 1, position: 6 },
  { id: 12, name: 'Spribe', slug: 'spribe', mainProviderId: 1, position: 7 },
  { id: 13, name: 'Ezugi', slug: 'ezugi', mainProviderId: 5, position: 8 },
  { id: 14, name: 'BetGames', slug: 'betgames', mainProviderId: 5, position: 9 },
  { id: 15, name: 'Red Tiger', slug: 'red-tiger', mainProviderId: 1, position: 14 },
  { id: 16, name: 'Habanero', slug: 'habanero', mainProviderId: 2, position: 15 },
];
