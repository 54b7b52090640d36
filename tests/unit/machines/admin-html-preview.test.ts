import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { adminHtmlPreviewMachine, type HtmlPair } from '../../../machines/admin-html-preview.machine';
import { flush } from './shell-harness';

function start() {
  const asked: HtmlPair[] = [];
  const clock = new SimulatedClock();
  const machine = adminHtmlPreviewMachine.provide({
    actors: {
      render: fromPromise(async ({ input }) => {
        asked.push(input);
        return { tr: `clean:${input.tr}`, en: `clean:${input.en}` };
      }),
    },
  });
  const actor = createActor(machine, { input: { tr: '<p>a</p>', en: '<p>b</p>' }, clock }).start();
  return { actor, asked, clock };
}

describe('admin html preview machine', () => {
  it('shows the first text at once, then asks again only once typing pauses, for the last text typed', async () => {
    const { actor, asked, clock } = start();
    await flush();
    expect(actor.getSnapshot().context.html).toEqual({ tr: 'clean:<p>a</p>', en: 'clean:<p>b</p>' });
    for (const text of ['<p>Y', '<p>Ye', '<p>Yeni</p>']) {
      actor.send({ type: 'preview.source', source: { tr: text, en: '<p>b</p>' } });
      clock.increment(300);
    }
    await flush();
    expect(asked).toHaveLength(1);
    clock.increment(100);
    await flush();
    expect(asked).toEqual([{ tr: '<p>a</p>', en: '<p>b</p>' }, { tr: '<p>Yeni</p>', en: '<p>b</p>' }]);
    expect(actor.getSnapshot().context.html?.tr).toBe('clean:<p>Yeni</p>');
    expect(actor.getSnapshot().matches('shown')).toBe(true);
  });
});
