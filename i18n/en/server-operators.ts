/** English server answers: operators. */
export const serverOperatorsEn = {
  'operators.unauthorized': 'Please sign in to the back office to do this.',
  'operators.forbidden': 'Your role does not allow this action.',
  'operators.enroll': 'Scan the QR code with your authenticator app, then enter the code it shows.',
  'operators.enterCode': 'Enter the code your authenticator app shows.',
  'operators.challengeInvalid': 'This sign-in step has expired or was already used. Please sign in again with your password.',
  'operators.codeWrong': 'The code is incorrect. Check the time on your phone and try again.',
  'operators.codeUsed': 'This code has already been used. Wait for the next code of your authenticator app.',
  'operators.signedIn': 'You are signed in to the back office.',
  'operators.signedOut': 'You have been signed out of the back office.',
  'operators.paymentApproved': 'The transaction has been approved.',
  'operators.paymentRejected': 'The transaction has been rejected.',
  'operators.messageSent': 'The message has been sent to {{count, plural, one {# player} other {# players}}}.',
  'operators.messageTarget': 'Choose exactly one recipient: playerId, username or all.',
  'operators.playerNotFound': 'No player has this id or username.',
} as const;
