import { gameHistoryMachine } from '../../../machines/game-history.machine';
import { profileMachine } from '../../../machines/profile.machine';
import { sessionHistoryMachine } from '../../../machines/session-history.machine';
import { callActor } from '../../api/call';
import { showToast } from '../../ui/toast';
import { loadGameHistory, loadGameRound } from './api/game-history';
import { loadProfile } from './api/profile';
import { endSession, loadSessions } from './api/sessions';

export const providedProfileMachine = profileMachine.provide({
  actors: { loadProfile: callActor(loadProfile) },
});

export const providedSessionHistoryMachine = sessionHistoryMachine.provide({
  actors: { loadSessions: callActor(loadSessions), endSession: callActor(endSession) },
  actions: { toast: showToast },
});

export const providedGameHistoryMachine = gameHistoryMachine.provide({
  actors: { loadHistory: callActor(loadGameHistory), loadRound: callActor(loadGameRound) },
});
