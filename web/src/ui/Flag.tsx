import type { flagKeys } from '@talkhire/config';
import { flagUrls } from './flags';

/**
 * Decorative: the country name always sits beside the flag. `lazy` for flags below the fold (the
 * footer's nineteen): some are large drawings (Serbia's 42 KB, Spain's 13 KB) that a phone would
 * otherwise fetch and paint before the page settles.
 */
export function Flag({ code, lazy = false }: { code: (typeof flagKeys)[number]; lazy?: boolean }) {
  return (
    <img
      className="flag"
      src={flagUrls[code]}
      alt=""
      width="24"
      height="18"
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : {})}
    />
  );
}
