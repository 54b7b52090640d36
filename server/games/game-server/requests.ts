import * as z from 'zod';
import { cashoutRequest, playRequest, seedRequest } from '../../../contracts/games/api.js';

const session = z.string().min(8).max(64);
const roundId = z.string().min(1).max(64);

export { cashoutRequest as cashoutBody, playRequest as playBody, seedRequest as seedBody };
export const sessionQuery = z.object({ s: session });
export const roundQuery = z.object({ s: session, id: roundId });
export const proofQuery = z.object({ id: roundId });
export const playPageQuery = z.object({ s: session });
export const verifyPageQuery = z.object({ round: roundId.optional() });
