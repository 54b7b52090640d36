import { readFileSync } from 'node:fs';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Config } from '../../../../config.js';
import type { ProviderEnv } from '../env.js';
import { privateKeyOf, publicKeyOf } from './signature.js';

export interface Hub88Keys {
  /** Ours: signs what we send Hub88 (launch calls); Hub88 holds its public half. */
  operatorPrivate: KeyObject;
  operatorPublic: KeyObject;
  /** Hub88's: verifies the wallet calls it sends us. */
  hub88Public: KeyObject;
  /** Hub88's private half: only the local simulator has one (null when a real Hub88 public key is configured). */
  hub88Private: KeyObject | null;
}

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

function loadKeys(config: Pick<Config, 'HUB88_PRIVATE_KEY_FILE' | 'HUB88_PUBLIC_KEY_FILE'>): Hub88Keys {
  const operatorPrivate = config.HUB88_PRIVATE_KEY_FILE ? privateKeyOf(readFileSync(config.HUB88_PRIVATE_KEY_FILE)) : pair().privateKey;
  const hub88 = config.HUB88_PUBLIC_KEY_FILE
    ? { publicKey: publicKeyOf(readFileSync(config.HUB88_PUBLIC_KEY_FILE)), privateKey: null }
    : pair();
  return { operatorPrivate, operatorPublic: publicKeyOf(operatorPrivate), hub88Public: hub88.publicKey, hub88Private: hub88.privateKey };
}

/**
 * The keys of this app, made on first use and shared by the adapter and the simulator (generating RSA keys takes a
 * while, so an app that never talks to Hub88 never pays for it). Unconfigured keys are random per process.
 */
export const hub88Keys = (env: Pick<ProviderEnv, 'config' | 'shared'>): Hub88Keys => env.shared('hub88-keys', () => loadKeys(env.config));
