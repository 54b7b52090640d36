import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, sendParent, type AnyEventObject } from 'xstate';
import { appMachine } from '../../../machines/app.machine';
import { emptyBootstrap } from '../../../machines/bootstrap.machine';
import type { Bootstrap } from '../../../contracts/cms';

/**
 * The root actor's relay of the bootstrap data: the children that started from the page's data are told again
 * only when the data changed (a fetch answered), so a fresh first view redraws nothing when start-up settles.
 */
function start(cachedBootstrap: Bootstrap, loaded: Bootstrap) {
  const received: Record<string, string[]> = {};
  const recorder = (name: string) =>
    fromCallback(({ receive }) => {
      receive((event: AnyEventObject) => {
        (received[name] ??= []).push(event.type);
      });
    });
  const machine = appMachine.provide({
    actors: {
      // The bootstrap child answers at once with `loaded`.
      bootstrap: createMachine({ entry: sendParent({ type: 'bootstrap.loaded', data: loaded, locale: 'tr' }) }) as never,
      language: recorder('language') as never,
      topBanner: recorder('topBanner') as never,
      carousel: recorder('carousel') as never,
      popup: recorder('popup') as never,
      lobby: recorder('lobby') as never,
    },
  });
  const actor = createActor(machine, { input: { cachedBootstrap, bootstrapFresh: true, locale: 'tr', authData: null } });
  actor.start();
  return { received, actor };
}

describe('app: bootstrap relay', () => {
  const page: Bootstrap = { ...emptyBootstrap };

  it('tells the banner, the carousel and the lobby nothing when the data is the page’s own', () => {
    const { received } = start(page, page);
    expect(received.language).toEqual(['language.available']);
    expect(received.popup).toEqual(['popup.loaded']);
    expect(received.topBanner).toBeUndefined();
    expect(received.carousel).toBeUndefined();
    expect(received.lobby).toBeUndefined();
  });

  it('tells every child when the data came from a request', () => {
    const { received } = start(page, { ...emptyBootstrap });
    expect(received.topBanner).toEqual(['topBanner.domainsLoaded']);
    expect(received.carousel).toEqual(['carousel.slidersLoaded']);
    expect(received.lobby).toEqual(['lobby.categoriesLoaded']);
  });
});
