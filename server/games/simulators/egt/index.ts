import { egtMapping } from '../../../modules/casino/providers/egt/mapping.js';
import { genericSimulator } from '../generic/index.js';

/** EGT Digital's simulator: its launch API and a game server calling our wallet in its protocol. */
export const egtSimulator = genericSimulator(egtMapping);
