import { shell } from './shell';
import { content } from './content';

const tr = { ...shell.tr, ...content.tr };
const en: Record<keyof typeof tr, string> = { ...shell.en, ...content.en };

export type MessageKey = keyof typeof tr;
export const dictionaries = { tr, en } as const;
