import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { headerMachine } from '../../../machines/header.machine';

function scroll(...positions: number[]) {
  const actor = createActor(headerMachine).start();
  const states = positions.map((y) => {
    actor.send({ type: 'header.scrolled', y });
    return actor.getSnapshot().value;
  });
  return states;
}

describe('header', () => {
  it('stays visible while the page is scrolled down by at most 100 px', () => {
    expect(scroll(20, 60, 100)).toEqual(['visible', 'visible', 'visible']);
  });

  it('hides once the page is scrolled down past 100 px', () => {
    expect(scroll(100, 101)).toEqual(['visible', 'hidden']);
    expect(scroll(400)).toEqual(['hidden']);
  });

  it('stays hidden while reading further down and comes back on any scroll up', () => {
    expect(scroll(150, 300, 900, 880)).toEqual(['hidden', 'hidden', 'hidden', 'visible']);
  });

  it('hides again when the player scrolls down after it came back', () => {
    expect(scroll(500, 450, 460)).toEqual(['hidden', 'visible', 'hidden']);
  });

  it('shows when the page jumps back near the top', () => {
    expect(scroll(600, 40)).toEqual(['hidden', 'visible']);
  });
});
