// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { getSimplePaths } from 'xstate/graph';
import { fromPromise, type AnyActorRef } from 'xstate';
import type { Promotion } from '../contracts/cms';
import { dialogsMachine, type DialogName } from '../machines/dialogs.machine';
import { loginMachine } from '../machines/login.machine';
import { renderApp, settle } from '../tests/components/render-app';
import { deferredActor, describePath, ownEvents, replayPath, withParentSink } from './shell-replay';

const promotion: Promotion = { id: 1, title: 'Hoş Geldin Bonusu', image: '/media/promotions/1.svg', description: '' };
const withView: DialogName[] = ['login', 'promotion', 'signUp'];

const guards = { canOpen: (_: unknown, { name }: { name: DialogName }) => withView.includes(name) };
const provided = dialogsMachine.provide({
  actors: { loadFlow: fromPromise(async ({ input }) => (input.name === 'login' ? loginMachine : null)) },
  guards,
});

const baseEvents = ownEvents({
  'dialog.open': [
    { type: 'dialog.open', name: 'login' } as never,
    { type: 'dialog.open', name: 'promotion', props: { promotion } } as never,
    { type: 'dialog.open', name: 'register' } as never,
    { type: 'dialog.open', name: 'signUp' } as never,
  ],
  'dialog.close': [{ type: 'dialog.close' } as never, { type: 'dialog.close', name: 'login' } as never],
});

/** The flow loader answers with the login machine for the login dialog and with no flow for the others. */
const events = (snapshot: Parameters<typeof baseEvents>[0]) =>
  baseEvents(snapshot).map((event: { type: string }) =>
    event.type.startsWith('xstate.done.actor.')
      ? { ...event, output: (snapshot.context as Context).name === 'login' ? loginMachine : null }
      : event,
  ) as never[];

type Context = { name: DialogName | null; flow: AnyActorRef | null };
const project = (context: Context) => ({ name: context.name, hasFlow: context.flow !== null });

describe('dialog manager paths', () => {
  const paths = getSimplePaths(withParentSink(provided), { events });

  it('reach every dialog that has a view, and never one without', () => {
    const names = new Set(paths.map((p) => p.state.context.name));
    expect(names).toEqual(new Set([null, 'login', 'promotion', 'signUp']));
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const flows: AnyActorRef[] = [];
    await replayPath(provided, path, {
      provide: (pending) => dialogsMachine.provide({ actors: { loadFlow: deferredActor(pending) }, guards }),
      project,
      check: (child, _sentUp, step) => {
        const { name, flow } = child.getSnapshot().context as Context;
        // At most one flow actor runs, only for the login dialog, and only once its flow has loaded.
        const loaded = step.event.type.startsWith('xstate.done.actor.') || (flow !== null && child.getSnapshot().matches({ open: 'ready' }));
        expect(flow !== null).toBe(name === 'login' && loaded && child.getSnapshot().matches({ open: 'ready' }));
        if (flow && !flows.includes(flow)) flows.push(flow);
        for (const old of flows) if (old !== flow) expect(old.getSnapshot().status).toBe('stopped');
      },
    });
  });
});

/** What a player can do: Login and Register in the header or the login form, Escape to close. */
const playerEvents = (snapshot: Parameters<typeof events>[0]) =>
  events(snapshot).filter((event: { type: string }) => !(event.type === 'dialog.close' && 'name' in event) && !event.type.startsWith('xstate.')) as never[];

describe('dialog manager paths on the rendered app', () => {
  const paths = getSimplePaths(withParentSink(provided), { events: playerEvents });
  const titles: Record<string, string> = { login: 'Giriş Yap', promotion: promotion.title, signUp: 'Kayıt Ol' };

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { actor } = renderApp({ path: '/promotions' });
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: string; name?: DialogName };
      const open = screen.queryByRole('dialog');
      if (event.type === 'dialog.close') fireEvent.keyDown(document.body, { key: 'Escape' });
      if (event.name === 'login') fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Giriş Yap' }));
      if (event.name === 'signUp') {
        const signUp = open && within(open).queryByRole('button', { name: 'Hemen Kaydolun!' });
        fireEvent.click(signUp || within(screen.getByRole('banner')).getByRole('button', { name: 'Kayıt Ol' }));
      }
      // The promotion cards belong to the promotions feature; they send this event.
      if (event.name === 'promotion') actor.system.get('dialogs').send({ type: 'dialog.open', name: 'promotion', props: { promotion } });
      const name = step.state.context.name as DialogName | null;
      if (name) await screen.findByRole('dialog', { name: titles[name] }, { timeout: 3000 });
      if (name === 'login') await screen.findByLabelText('Kullanıcı Adı', {}, { timeout: 3000 });
      if (name === 'signUp') await screen.findByRole('tab', { name: 'Hızlı Kayıt' }, { timeout: 3000 });
      await settle();
      const shown = screen.queryAllByRole('dialog');
      expect(shown.map((d) => d.getAttribute('aria-labelledby') && document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent)).toEqual(
        name ? [titles[name]] : [],
      );
    }
  });
});
