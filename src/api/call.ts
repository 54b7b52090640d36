import { fromPromise } from 'xstate';
import type { Ack } from '../../machines/machine-helpers';
import type { Api } from './client';

/** One server call: its input and the AbortSignal of the state that made it. */
export type Call<I, O> = (input: I, signal?: AbortSignal) => Promise<O>;

/** The promise actor a machine invokes for `call` (leaving the state aborts the request). */
export const callActor = <I, O>(call: Call<I, O>) => fromPromise<O, I>(({ input, signal }) => call(input, signal));

/** A POST whose answer matters only by its (localized) message. */
export const postAck =
  <I>(api: Api, path: string): Call<I, Ack> =>
  async (input, signal) => ({ message: (await api.post<unknown>(path, input, { signal })).message });
