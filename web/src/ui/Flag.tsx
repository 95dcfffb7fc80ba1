import type { flagKeys } from '@talkhire/config';
import { flagUrls } from './flags';

/** Decorative: the country name always sits beside the flag. */
export function Flag({ code }: { code: (typeof flagKeys)[number] }) {
  return <img className="flag" src={flagUrls[code]} alt="" width="24" height="18" />;
}
