import { paymentMethodsMachine } from '../../../machines/payment-methods.machine';
import { callActor } from '../../api/call';
import { loadPaymentMethods } from './api/payment-methods';

export const providedPaymentMethodsMachine = paymentMethodsMachine.provide({
  actors: { loadMethods: callActor(loadPaymentMethods) },
});
