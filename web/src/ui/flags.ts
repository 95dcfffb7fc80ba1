import type { flagKeys } from '@talkhire/config';
import ae from 'flag-icons/flags/4x3/ae.svg';
import br from 'flag-icons/flags/4x3/br.svg';
import ca from 'flag-icons/flags/4x3/ca.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import hk from 'flag-icons/flags/4x3/hk.svg';
import id from 'flag-icons/flags/4x3/id.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import lk from 'flag-icons/flags/4x3/lk.svg';
import mo from 'flag-icons/flags/4x3/mo.svg';
import my from 'flag-icons/flags/4x3/my.svg';
import ng from 'flag-icons/flags/4x3/ng.svg';
import ph from 'flag-icons/flags/4x3/ph.svg';
import rs from 'flag-icons/flags/4x3/rs.svg';
import sa from 'flag-icons/flags/4x3/sa.svg';
import sg from 'flag-icons/flags/4x3/sg.svg';
import tr from 'flag-icons/flags/4x3/tr.svg';
import tw from 'flag-icons/flags/4x3/tw.svg';
import us from 'flag-icons/flags/4x3/us.svg';
import globe from './globe.svg';

/**
 * Spec §9 flags (the editions, Macau and a globe for Others) as SVG files: flag emoji do not
 * render on Windows or on systems without an emoji font.
 */
export const flagUrls: Record<(typeof flagKeys)[number], string> = {
  ae,
  br,
  ca,
  es,
  gb,
  hk,
  id,
  jp,
  lk,
  mo,
  my,
  ng,
  ph,
  rs,
  sa,
  sg,
  tr,
  tw,
  us,
  com: globe,
};
