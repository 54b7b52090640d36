import { describe, expect, it } from 'vitest';
import type { PhoneCodeInput } from '../machines/phone-code.machine';
import { applied, next, RULES, seen, start } from './phone-code-oracle';
import { moveOf, startLive, transitionPaths } from './phone-code-paths';
import { describePath } from './shell-replay';

const inputs: Array<[string, PhoneCodeInput]> = [
  ['the stored phone, locked (Phone Verification)', { phone: '905551112233', locked: true }],
  ['a stored phone the server would not take, locked', { phone: '', locked: true }],
  ['the stored phone, editable (SMS dialog)', { phone: '905551112233' }],
  ['the new account’s phone, code asked at once (registration)', { phone: '905321234567', sendAtOnce: true }],
];

describe('phone code against the hand-written model', () => {
  it.each(inputs)('every transition from %s agrees with the model at every step', { timeout: 120_000 }, async (_, input) => {
    const paths = transitionPaths(input);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const live = startLive(input);
      let model = start(input);
      expect(live.seen(), describePath(path)).toEqual(seen(model));
      for (const step of path.steps.slice(1)) {
        await live.play(step.event);
        model = next(model, moveOf(step.event));
        expect(live.seen(), `${describePath(path)}: after ${step.event.type}`).toEqual(seen(model));
      }
      live.stop();
    }
  });

  it('the paths exercise every rule of the model', () => {
    expect(RULES.filter((rule) => !applied.has(rule))).toEqual([]);
  });
});
