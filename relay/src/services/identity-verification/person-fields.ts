import type { TIdentityInfo } from '@talkhire/contracts';
import type { IdentityRuleInput } from './identity-rules';

/** The MyInfo v3 attributes asked for: the seven rows of the confirm dialog, nothing more. */
export const myInfoAttributes = [
  'uinfin',
  'name',
  'residentialstatus',
  'nationality',
  'passtype',
  'passstatus',
  'passexpirydate',
] as const;

/**
 * The confirm dialog's seven fields from a MyInfo v3 person (each attribute an object with
 * `value`, or `code` and `desc`), and what the identity rules read. Blank values are missing.
 */
export function personFields(person: unknown): { info: TIdentityInfo; rules: IdentityRuleInput } {
  const attribute = (name: (typeof myInfoAttributes)[number]) =>
    (typeof person === 'object' && person !== null ? (person as Record<string, unknown>)[name] : null) as
      | Record<string, unknown>
      | null
      | undefined;
  const text = (name: (typeof myInfoAttributes)[number], part: 'value' | 'code' | 'desc') => {
    const value = attribute(name)?.[part];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
  };
  const described = (name: (typeof myInfoAttributes)[number]) => text(name, 'desc') ?? text(name, 'code');
  return {
    info: {
      uinfin: text('uinfin', 'value'),
      name: text('name', 'value'),
      residential_status: described('residentialstatus'),
      nationality: described('nationality'),
      pass_type: described('passtype'),
      pass_status: text('passstatus', 'value'),
      pass_expiry_date: text('passexpirydate', 'value'),
    },
    rules: {
      residentialStatusCode: text('residentialstatus', 'code'),
      passTypeCode: text('passtype', 'code'),
      passStatus: text('passstatus', 'value'),
      passExpiryDate: text('passexpirydate', 'value'),
    },
  };
}
