import { digitainMapping } from '../../../modules/casino/providers/digitain/mapping.js';
import { genericSimulator } from '../generic/index.js';

/** Digitain's simulator: its launch API and a game server calling our wallet in its protocol. */
export const digitainSimulator = genericSimulator(digitainMapping);
