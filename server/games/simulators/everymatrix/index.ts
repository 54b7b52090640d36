import { everyMatrixMapping } from '../../../modules/casino/providers/everymatrix/mapping.js';
import { genericSimulator } from '../generic/index.js';

/** EveryMatrix's simulator: its launch API and a game server calling our wallet in its protocol. */
export const everyMatrixSimulator = genericSimulator(everyMatrixMapping);
