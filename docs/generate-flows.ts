import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from './mermaid';

/** Regenerates docs/flows/<machine>.md from machines/*.machine.ts; with --check, fails when a chart is stale. */
const root = resolve(import.meta.dirname, '..');
const machinesDir = join(root, 'machines');
const flowsDir = join(root, 'docs', 'flows');
const check = process.argv.includes('--check');

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value && 'config' in value;

mkdirSync(flowsDir, { recursive: true });
const stale: string[] = [];
const index: string[] = [];
for (const file of readdirSync(machinesDir).filter((f) => f.endsWith('.machine.ts')).sort()) {
  const module = (await import(pathToFileURL(join(machinesDir, file)).href)) as Record<string, unknown>;
  for (const [exportName, value] of Object.entries(module)) {
    if (!isMachine(value)) continue;
    const name = basename(file, '.machine.ts');
    const description = value.root.description ? `\n${value.root.description}\n` : '';
    const body = `# ${name} (\`${exportName}\`)\n\nGenerated from \`machines/${file}\` by \`npm run docs\`; do not edit by hand.\n${description}\n\`\`\`mermaid\n${toMermaid(value)}\`\`\`\n`;
    const target = join(flowsDir, `${name}.md`);
    index.push(`- [${name}](./${name}.md)`);
    if (check) {
      if (!existsSync(target) || readFileSync(target, 'utf8') !== body) stale.push(target);
    } else {
      writeFileSync(target, body);
    }
  }
}
const readme = `# Flow charts\n\nOne chart per machine, generated from \`machines/\` (\`npm run docs\`). GitHub and most editors render Mermaid.\n\n${index.join('\n')}\n`;
const readmePath = join(flowsDir, 'README.md');
if (check) {
  if (!existsSync(readmePath) || readFileSync(readmePath, 'utf8') !== readme) stale.push(readmePath);
  if (stale.length > 0) {
    console.error(`Flow charts are stale; run npm run docs:\n${stale.join('\n')}`);
    process.exit(1);
  }
  console.log('Flow charts are current.');
} else {
  writeFileSync(readmePath, readme);
  console.log(`Wrote ${index.length} charts to docs/flows/`);
}
