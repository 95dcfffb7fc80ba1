import type { TSocialProvider } from '@talkhire/contracts';

/** A test user of the sandbox provider; `subject` has the shape each real provider uses. */
export interface SandboxPersona {
  id: string;
  subject: string;
  givenName: string;
  familyName: string;
  /** Absent: the provider account has no email it can share. */
  email?: string;
  emailVerified: boolean;
  /** Apple shares no picture. */
  hasPicture: boolean;
  /** What the persona is for, shown on the consent page. */
  note: string;
}

/** Three personas per provider, each covering a case the social login must handle. */
export const sandboxPersonas: Record<TSocialProvider, readonly SandboxPersona[]> = {
  google: [
    {
      id: 'ana',
      subject: '104729384756102938475',
      givenName: 'Ana',
      familyName: 'Santos',
      email: 'ana.santos@example.com',
      emailVerified: true,
      hasPicture: true,
      note: 'Verified email',
    },
    {
      id: 'kenji',
      subject: '117364502918273645510',
      givenName: 'Kenji',
      familyName: 'Watanabe',
      email: 'kenji.watanabe@example.com',
      emailVerified: true,
      hasPicture: true,
      note: 'Verified email',
    },
    {
      id: 'unverified',
      subject: '109988776655443322110',
      givenName: 'Uma',
      familyName: 'Verma',
      email: 'uma.verma@example.com',
      emailVerified: false,
      hasPicture: false,
      note: 'Email not verified by the provider',
    },
  ],
  facebook: [
    {
      id: 'maria',
      subject: '10160012345678901',
      givenName: 'Maria',
      familyName: 'Reyes',
      email: 'maria.reyes@example.net',
      emailVerified: true,
      hasPicture: true,
      note: 'Verified email',
    },
    {
      id: 'ahmed',
      subject: '10158765432109876',
      givenName: 'Ahmed',
      familyName: 'Al-Farsi',
      email: 'ahmed.alfarsi@example.net',
      emailVerified: true,
      hasPicture: true,
      note: 'Verified email',
    },
    {
      id: 'no-email',
      subject: '10152468013579246',
      givenName: 'Tomas',
      familyName: 'Novak',
      emailVerified: false,
      hasPicture: true,
      note: 'Signed up with a phone number: no email to share',
    },
  ],
  apple: [
    {
      id: 'lin',
      subject: '001234.5f3c0e1b2a7d4c8e9f0a1b2c3d4e5f60.0412',
      givenName: 'Lin',
      familyName: 'Chen',
      email: 'lin.chen@example.org',
      emailVerified: true,
      hasPicture: false,
      note: 'Shares the real email',
    },
    {
      id: 'relay',
      subject: '001234.8a9b0c1d2e3f40516273849a5b6c7d8e.0977',
      givenName: 'Sam',
      familyName: 'Taylor',
      email: 'qx7k2p9m4z@privaterelay.example.org',
      emailVerified: true,
      hasPicture: false,
      note: 'Hides the email behind a private relay address',
    },
    {
      id: 'siti',
      subject: '001234.1a2b3c4d5e6f70819203a4b5c6d7e8f9.1530',
      givenName: 'Siti',
      familyName: 'Rahman',
      email: 'siti.rahman@example.org',
      emailVerified: true,
      hasPicture: false,
      note: 'Shares the real email',
    },
  ],
};

export function findPersona(provider: TSocialProvider, id: string | undefined): SandboxPersona | undefined {
  return sandboxPersonas[provider].find((persona) => persona.id === id);
}
