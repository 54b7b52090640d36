import * as z from 'zod';
import { plainText } from '../../../contracts/fields.js';

export const OPERATOR_TITLE_MAX = 100;
export const OPERATOR_NOTE_MAX = 1000;

// A title is one line; a note may break lines. Other control characters only garble the panel.
const oneLine = /^[^\p{Cc}]*$/u;
const lines = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

const words = (max: number, allowed: RegExp) =>
  plainText()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.max' })
    .regex(allowed, { error: 'validation.invalid' });

/** An operator's own words to players (the back office and `npm run notify` check them with this). */
export const operatorMessage = z.object({
  title: words(OPERATOR_TITLE_MAX, oneLine),
  note: words(OPERATOR_NOTE_MAX, lines),
});
export type OperatorMessage = z.infer<typeof operatorMessage>;
