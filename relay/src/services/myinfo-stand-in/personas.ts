/**
 * The stand-in's test personas (issue 15). Four come from MockPass's own MyInfo v3 dataset; two
 * are added here, copied from a dataset persona under a new NRIC: a work pass holder whose pass
 * is still Live, and one whose person request the stand-in answers 503 (the provider failing).
 */
export const myInfoPersonas = {
  /** TAN HENG HUAT, residential status C: Singapore Citizen (1). */
  citizen: 'S9812381D',
  /** LIM YONG XIANG, residential status P: Singapore PR (2). */
  permanentResident: 'S9812379B',
  /** Added: an Employment Pass (P1Pass), Live until 2031-12-31: Employment Pass (3). */
  workPassHolder: 'G1612361M',
  /** CHEN WANFU, Employment Pass that expired on 2019-12-31: Others (10). */
  expiredPass: 'G1612353L',
  /** Added: logs in and consents, but the person data request fails with 503 (41431). */
  unavailable: 'S9812391A',
} as const;

/** MyInfo v3 person attributes as the dataset holds them (each an object with value/code/desc). */
export type MyInfoPerson = Record<string, Record<string, unknown>>;

/** The added personas, each from a dataset persona (`from`) with the fields that differ. */
export const addedPersonas: { nric: string; from: string; uuid: string; changes: MyInfoPerson }[] = [
  {
    nric: myInfoPersonas.workPassHolder,
    from: myInfoPersonas.expiredPass,
    uuid: '6f3f6a0e-2c1c-4d6c-9a55-4f0e1c2b7a31',
    changes: {
      name: { value: 'RAJESH KUMAR' },
      nationality: { code: 'IN', desc: 'INDIAN' },
      passtype: { code: 'P1Pass', desc: 'Employment Pass' },
      passstatus: { value: 'Live' },
      passexpirydate: { value: '2031-12-31' },
    },
  },
  {
    nric: myInfoPersonas.unavailable,
    from: myInfoPersonas.citizen,
    uuid: '0b7c1d2e-8f4a-4b6e-9d3c-2a1f5e6d7c8b',
    changes: { name: { value: 'ONG MEI LING' } },
  },
];
