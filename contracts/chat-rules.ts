/** Live chat's rules the first page needs without zod (the chat machine runs from the start). */
export const CHAT_BODY_MAX = 2000;

/**
 * The hub method a player's window calls to send (`connection.invoke(CHAT_SEND_METHOD, clientId, body)`): the
 * completion carries the stored message, as POST chat/messages answers it, or the refusal in the player's language.
 */
export const CHAT_SEND_METHOD = 'SendChatMessage';
