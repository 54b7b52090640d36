import type { PayPayload } from '../../../../machines/payment.machine';
import { postAck } from '../../../api/call';
import { api } from '../../../app/services';

/** POST payment/withdraw {id, target: "pay", detail}: its message. */
export const withdraw = postAck<PayPayload>(api, 'payment/withdraw');
