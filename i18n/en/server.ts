import { serverMoneyEn } from './server-money';
import { serverPayPageEn } from './server-pay-page';
import { serverOperatorsEn } from './server-operators';
import { serverCasinoEn } from './server-casino';
import { serverGamesEn } from './server-games';
import { serverSportsEn } from './server-sports';
import { serverSportsbookEn } from './server-sportsbook';
import { serverLimitsEn } from './server-limits';
/** Answers of the server only (errors; identity, session, phone, recovery and wallet calls; SMS and e-mail): they never ship to the browser. */
export const serverEn = {
  'error.notFound': 'The resource you asked for was not found.',
  'error.internal': 'Something went wrong on our side. Please try again later.',
  'error.validation': 'Please check the highlighted fields.',
  'error.unauthorized': 'Please log in to do this.',
  'error.rateLimited': 'Too many requests. Please wait a moment and try again.',
  'error.busy': 'The server is very busy right now. Please try again in a few seconds.',
  'error.badRequest': 'The request could not be read.',
  'error.headersTooLarge': 'The request headers are too large. Clear your cookies and try again.',
  'error.timeout': 'The request did not complete in time. Please try again.',
  'error.pageNotFound': 'Page not found.',

  'auth.loggedIn': 'You are logged in. Welcome!',
  'auth.badCredentials': 'The username or password is incorrect.',
  'auth.registered': 'Your account has been created. Welcome!',
  'support.callRequestSent': 'Thank you. We have your request and will call you back.',
  'chat.messageConflict': 'This message id was already used for another message.',
  'auth.loggedOut': 'You have been logged out.',
  'auth.tooManyAttempts': 'Too many attempts. Please try again in {{minutes, plural, one {# minute} other {# minutes}}}.',
  'register.birthDateInvalid': 'Please enter a valid date of birth.',
  'register.accountTaken': 'This username or e-mail address is already in use. Choose another username, or use password recovery if you forgot your password.',
  'register.countryUnknown': 'Please choose a country from the list.',
  'register.currencyUnsupported': 'Only Turkish lira accounts can be opened at the moment.',
  'register.personalNoInvalid': 'The Turkish ID number is not valid. Please check it.',
  'password.changed': 'Your password has been changed.',
  'password.oldWrong': 'Your current password is incorrect.',
  'recovery.sent': 'If the username is registered, we have sent a password reset code to the e-mail address of the account.',
  'recovery.codeAccepted': 'The code is correct. Now choose your new password.',
  'recovery.codeInvalid': 'The code is invalid or has expired. Check it or request a new code.',
  'recovery.done': 'Your password has been changed. You can now log in with your new password.',
  'phone.codeSent': 'A verification code has been sent by SMS to {{phone}}.',
  'phone.resendWait': 'Please wait {{seconds, plural, one {# second} other {# seconds}}} before requesting a new code.',
  'phone.codeWrong': 'The code is incorrect. You have {{left, plural, one {# try} other {# tries}}} left.',
  'phone.codeExpired': 'The code has expired. Please request a new one.',
  'phone.codeExhausted': 'Too many wrong tries. Please request a new code.',
  'phone.noCode': 'No valid code was sent to this number. Please request a code first.',
  'phone.verified': 'Your phone number has been verified.',
  'phone.alreadyVerified': 'This phone number is already verified.',
  'phone.inUse': 'This phone number is verified on another account. Please enter a different number.',
  'phone.sendFailed': 'The SMS could not be sent right now. Please try again shortly.',
  'bonus.credited': 'A trial bonus of {{amount}} has been added to your account.',
  'bonus.needsPhone': 'Please verify your phone number first to receive the trial bonus.',
  'bonus.alreadyClaimed': 'You have already received the trial bonus.',
  'bonus.phoneUsed': 'The trial bonus has already been claimed with this phone number.',
  'bonus.unavailable': 'No trial bonus is offered at the moment.',
  'sessions.ended': 'The session has been ended.',
  'sessions.notFound': 'The session was not found or has already ended.',
  'hub.websocketOnly': 'This address accepts WebSocket connections only.',
  'hub.tooManyConnections': 'Too many open connections. Close a tab or another device and try again.',
  'hub.sessionEnded': 'Your session has ended. Please log in again.',
  'hub.restarting': 'The server is restarting; the connection will be restored in a moment.',

  'sms.phoneCode':
    'Kasa: your phone verification code is {{code}}. It is valid for {{minutes, plural, one {# minute} other {# minutes}}}. Do not share it with anyone.',
  'email.resetCode.subject': 'Kasa password reset code',
  'email.resetCode.text':
    'Hello {{username}},\n\nYour password reset code is: {{code}}\nIt is valid for {{minutes, plural, one {# minute} other {# minutes}}} and can be used once.\n\nIf you did not ask to reset your password, ignore this e-mail: your password stays unchanged.',
  ...serverMoneyEn,
  ...serverPayPageEn,
  ...serverOperatorsEn,
  ...serverCasinoEn,
  ...serverGamesEn,
  ...serverSportsEn,
  ...serverSportsbookEn,
  ...serverLimitsEn,
} as const;
