import { createHash as nodeHash } from 'node:crypto';

export function createHash(text: string): string {
  return nodeHash('sha256').update(text).digest('hex').slice(0, 16);
}
