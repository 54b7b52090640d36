import type { AnyStateMachine } from 'xstate';

type Node = AnyStateMachine['root'];

/** A readable label for xstate's internal event names (done/error of an invoke, delays, state completion). */
export function eventLabel(eventType: string, node: Node): string {
  const invokeSrc = (id: string) => node.invoke.find((i) => id.startsWith(i.id) || i.id === id)?.src;
  let match = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (match) return `${String(invokeSrc(match[1]) ?? 'actor')} done`;
  match = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (match) return `${String(invokeSrc(match[1]) ?? 'actor')} failed`;
  match = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (match) return `after ${match[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'all done';
  return eventType;
}

const safeId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');
const escape = (text: string) => text.replace(/[:;"<>{}]/g, ' ').replace(/\s+/g, ' ').trim();

function renderNode(node: Node, lines: string[], indent: string): void {
  const children = Object.values(node.states) as Node[];
  children.forEach((child, index) => {
    const id = safeId(child.id);
    lines.push(`${indent}state "${child.key}" as ${id}`);
    if (child.description) lines.push(`${indent}note right of ${id} : ${escape(child.description)}`);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${id} {`);
      renderNode(child, lines, `${indent}  `);
      lines.push(`${indent}}`);
    }
    if (node.type === 'parallel' && index < children.length - 1) lines.push(`${indent}--`);
  });
  if (node.type !== 'parallel') {
    for (const target of node.initial?.target ?? []) lines.push(`${indent}[*] --> ${safeId(target.id)}`);
  }
  for (const child of children) {
    if (child.type === 'final') lines.push(`${indent}${safeId(child.id)} --> [*]`);
    const eventless: Array<[string, typeof child.always]> = child.always?.length ? [['always', child.always]] : [];
    for (const [eventType, transitions] of [...child.transitions, ...eventless]) {
      for (const t of transitions ?? []) {
        const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : (t.guard as { type?: string }).type ?? 'guard'}]` : '';
        const label = escape(`${eventLabel(eventType, child)}${guard}`);
        const targets = t.target ?? [child];
        for (const target of targets) lines.push(`${indent}${safeId(child.id)} --> ${safeId(target.id)} : ${label}`);
      }
    }
  }
}

/** A Mermaid state diagram of a machine: states, descriptions as notes, every transition with its event. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const root = machine.root;
  if (root.description) lines.push(`  note "${escape(root.description)}" as N0`);
  renderNode(root, lines, '  ');
  for (const [eventType, transitions] of root.transitions) {
    for (const t of transitions) {
      for (const target of t.target ?? []) lines.push(`  ${safeId(root.id)} --> ${safeId(target.id)} : ${escape(eventLabel(eventType, root))}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
