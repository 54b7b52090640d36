// The rules live with the back office's contracts, shared by its screens and the server.
export { OPERATOR_NOTE_MAX, OPERATOR_TITLE_MAX, operatorMessage, type OperatorMessage } from '../../../contracts/admin.js';
