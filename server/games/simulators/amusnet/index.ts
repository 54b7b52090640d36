import { amusnetMapping } from '../../../modules/casino/providers/amusnet/mapping.js';
import { genericSimulator } from '../generic/index.js';

/** Amusnet's simulator: its launch API and a game server calling our wallet in its protocol. */
export const amusnetSimulator = genericSimulator(amusnetMapping);
