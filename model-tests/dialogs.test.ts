// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { getSimplePaths } from 'xstate/graph';
import { fromPromise, type AnyActorRef } from 'xstate';
import type { Promotion } from '../contracts/cms';
import { dialogsMachine, type DialogName } from '../machines/dialogs.machine';
import { loginMachine } from '../machines/login.machine';
import { renderApp, settle } from '../tests/components/render-app';
import { describePath, ownEvents, withParentSink } from './shell-replay';
import { checkFlow, fail, inFlight, send, type Act, type FlowSpec, type Live, type Rule } from './spec-model';

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

/** What the player sees: which dialog is open, whether its view is still loading, and which flow actors run. */
const observe = (live: Live) => {
  const { name, flow } = live.actor.getSnapshot().context as Context;
  const running = Object.values(live.actor.getSnapshot().children as Record<string, AnyActorRef>).filter(
    (child) => child.getSnapshot().status === 'active' && !inFlight(live, 'loadFlow').some((r) => r.ref === child),
  );
  return { name, loading: inFlight(live, 'loadFlow').length > 0, flow: flow !== null && flow.getSnapshot().status === 'active', running: running.length, up: live.sentUp };
};
type Observed = ReturnType<typeof observe>;

/** The view of a dialog loads with its flow: the login dialog runs the login machine, the others none. */
const viewLoads: Act = {
  label: 'the view loads',
  run: async (live) => {
    const request = inFlight(live, 'loadFlow').at(-1)!;
    request.settled = true;
    request.settle.resolve((request.input as { name: DialogName }).name === 'login' ? loginMachine : null);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  },
};
const open = (name: DialogName): Rule<Observed> => ({
  act: send({ type: 'dialog.open', name, ...(name === 'promotion' ? { props: { promotion } } : {}) }, `open ${name}`),
  // Only dialogs that have a view open; opening one closes the open one (and stops its flow) first.
  then: (before) => (withView.includes(name) ? `${name} loading` : situation(before)),
});
const close = (act: Act, then: (before: Observed) => string): Rule<Observed> => ({ act, then });
const closing = [
  close(send({ type: 'dialog.close' }), () => 'closed'),
  close(send({ type: 'dialog.closeAll' }), () => 'closed'),
  // A late close from a dialog that is no longer the open one leaves the open one alone.
  close(send({ type: 'dialog.close', name: 'changePassword' }, 'close changePassword'), (before) => situation(before)),
];
const player = { token: 't', balance: 0, username: 'deniz01' };
/** A flow that signed the player in tells the session through the dialog manager. */
const relays: Rule<Observed> = {
  act: send({ type: 'session.login', authData: player }),
  then: (before) => situation(before),
  check: (after) => expect(after.up.at(-1)).toEqual({ type: 'session.login', authData: player }),
};
const situation = (o: Observed) => (o.name === null ? 'closed' : `${o.name} ${o.loading ? 'loading' : 'open'}`);
const opens = [open('login'), open('promotion'), open('signUp'), open('register')];

/** product §2 Dialog manager: one dialog at a time, the others closed first; a flow runs only with its dialog. */
const dialogsSpec: FlowSpec<Observed> = {
  observe,
  situation,
  invariant: (o) => {
    expect(o.running).toBe(o.flow ? 1 : 0);
    if (o.flow) expect(o.name === 'login' && !o.loading).toBe(true);
  },
  rules: {
    closed: [...opens, closing[0]!, relays],
    ...Object.fromEntries(
      withView.flatMap((name) => [
        [
          `${name} loading`,
          [
            { act: viewLoads, then: `${name} open`, check: (after: Observed) => expect(after.flow).toBe(name === 'login') },
            { act: fail('loadFlow', new Error('offline')), then: `${name} open`, check: (after: Observed) => expect(after.flow).toBe(false) },
            ...opens,
            ...closing,
          ],
        ],
        [`${name} open`, [...opens, ...closing, relays]],
      ]),
    ),
  },
};

describe('dialog manager paths', () => {
  const paths = getSimplePaths(withParentSink(provided), { events });

  it('reach every dialog that has a view, and never one without', () => {
    const names = new Set(paths.map((p) => p.state.context.name));
    expect(names).toEqual(new Set([null, 'login', 'promotion', 'signUp']));
  });

  it('every path agrees with the user-level model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: provided }, paths, dialogsSpec);
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
