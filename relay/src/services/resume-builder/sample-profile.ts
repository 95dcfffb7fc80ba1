import type { ResumeProfile } from './resume-profile';

/**
 * A made-up seeker whose profile fills every part of a template: the previews of the template page
 * are rendered from it (scripts/render-resume-previews.ts), and the tests set it in each template.
 */
export const sampleProfile: ResumeProfile = {
  name: 'Maya Tan',
  email: 'maya.tan@example.com',
  phone: '+65 8123 4567',
  location: 'Singapore',
  summary:
    'Product designer with eight years of experience in fintech and e-commerce. I turn research into simple interfaces, lead small design teams and work closely with engineers to ship.',
  experiences: [
    {
      title: 'Lead Product Designer',
      company: 'Harbour Pay',
      start: '2021-03-01',
      end: null,
      description:
        'Lead a team of four designers for the payments app used by two million people. Rebuilt the onboarding flow, which raised completed sign-ups by 18%.',
    },
    {
      title: 'Product Designer',
      company: 'Lumen Commerce',
      start: '2017-06-01',
      end: '2021-02-28',
      description:
        'Designed the seller dashboard and the checkout. Ran weekly usability tests and set up the design system used by six product teams.',
    },
  ],
  educations: [
    {
      school: 'National University of Singapore',
      degree: "Bachelor's degree",
      field: 'Industrial Design',
      start: '2013-08-01',
      end: '2017-05-31',
      description: null,
    },
  ],
  skills: [
    { name: 'Interaction design', proficiency: 'expert' },
    { name: 'User research', proficiency: 'advanced' },
    { name: 'Figma', proficiency: 'expert' },
    { name: 'Prototyping', proficiency: 'advanced' },
  ],
  languages: [
    { name: 'English', proficiency: 'native' },
    { name: 'Mandarin', proficiency: 'fluent' },
  ],
  links: [{ name: 'Portfolio', url: 'https://mayatan.example.com' }],
  licenses: [
    {
      name: 'Certified Usability Analyst',
      issuer: 'Human Factors International',
      credentialId: 'CUA-20931',
      issued: '2019-10-01',
      expires: null,
    },
  ],
};
