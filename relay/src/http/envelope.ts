import type { TSuccess } from '@talkhire/contracts';

export function ok<T>(data: T): TSuccess<T> {
  return { code: 0, message: 'Success', data };
}
