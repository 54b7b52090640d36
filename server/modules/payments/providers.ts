import type { AppContext } from '../../context.js';
import type { PaymentProvider } from './provider.js';

const registry = new WeakMap<AppContext, ReadonlyMap<string, PaymentProvider>>();

/** The PSPs an app serves (built from its config when the app starts; tests give fakes). */
export function setPaymentProviders(ctx: AppContext, providers: ReadonlyMap<string, PaymentProvider>): void {
  registry.set(ctx, providers);
}

export function paymentProvider(ctx: AppContext, name: string): PaymentProvider | undefined {
  return registry.get(ctx)?.get(name);
}
