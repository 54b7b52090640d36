export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, message, data };
}

export function fail<T = null>(message: string, data: T = null as T): Envelope<T> {
  return { success: false, message, data };
}
