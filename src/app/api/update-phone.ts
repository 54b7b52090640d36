import type { PhoneStepPayload } from '../../../machines/phone-code.machine';
import { postAck } from '../../api/call';
import { api } from '../services';

/** POST customer/updatephone: step 1 sends a code to the phone, step 2 proves it. */
export const updatePhone = postAck<PhoneStepPayload>(api, 'customer/updatephone');
