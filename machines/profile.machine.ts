import { assign, fromPromise, setup } from 'xstate';
import type { Profile } from '../contracts/account';
import { errorMessage, notProvided } from './machine-helpers';

export interface ProfileContext {
  profile: Profile | null;
  error: string | null;
}

export type ProfileEvent = { type: 'profile.retry' };

/** The account details page's data: GET customer/profile. */
export const profileMachine = setup({
  types: {} as { context: ProfileContext; events: ProfileEvent },
  actors: {
    loadProfile: fromPromise<Profile, void>(notProvided),
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET customer/profile',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'loaded', actions: assign({ profile: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loaded: { description: 'Name, username, e-mail, phone, country, birth date and member since' },
    failed: {
      description: 'The message shows with a Try again button',
      on: { 'profile.retry': 'loading' },
    },
  },
});
