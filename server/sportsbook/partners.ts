import type { ProviderEnv } from '../modules/casino/providers/env.js';
import { betcoWallet } from './partner-betco.js';
import { betsyWallet } from './partner-betsy.js';
import type { BookWallet, PartnerKey } from './wallet-port.js';

export type Wallets = Record<PartnerKey, BookWallet>;

export const partnerWallets = (env: Pick<ProviderEnv, 'config' | 'shared' | 'http'>): Wallets => ({ betsy: betsyWallet(env), betco: betcoWallet(env) });
