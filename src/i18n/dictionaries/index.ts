import { shell } from './shell';
import { content } from './content';
import { signup } from './signup';
import { identity } from './identity';

const tr = { ...shell.tr, ...content.tr, ...signup.tr, ...identity.tr };
const en: Record<keyof typeof tr, string> = { ...shell.en, ...content.en, ...signup.en, ...identity.en };

export type MessageKey = keyof typeof tr;
export const dictionaries = { tr, en } as const;
