import type { MessageKey } from './tr';
import { shellEn } from './shell.en';
import { contentEn } from './content.en';
import { signupEn } from './signup.en';
import { identityEn } from './identity.en';

/** English: loaded when a player picks it (or comes back with it), not with the first page. */
export const en: Record<MessageKey, string> = { ...shellEn, ...contentEn, ...signupEn, ...identityEn };
