import { shellTr } from './shell.tr';
import { contentTr } from './content.tr';
import { signupTr } from './signup.tr';
import { identityTr } from './identity.tr';

/** Turkish, the default language: part of the first page's script. */
export const tr = { ...shellTr, ...contentTr, ...signupTr, ...identityTr };

export type MessageKey = keyof typeof tr;
