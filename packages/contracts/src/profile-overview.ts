import { z } from 'zod';
import { ZBasicProfile, ZEducation, ZJobPreference, ZWorkExperience } from './profile';
import { ZLicenseCertification, ZLink, ZProfileLanguage, ZProfileSkill } from './profile-parts';

/**
 * The parts the profile-strength indicator weighs, in the order the profile page shows them, with
 * what each is worth (they add up to 100). The relay decides from the stored data which are
 * missing; the page names them and links each to its section.
 */
export const profileStrengthWeights = {
  basic_info: 15,
  avatar: 5,
  summary: 10,
  work_experience: 15,
  education: 10,
  skills: 10,
  languages: 5,
  links: 5,
  licenses: 5,
  job_preferences: 15,
  resume: 5,
} as const;
export type TProfileStrengthPart = keyof typeof profileStrengthWeights;
export const profileStrengthParts = Object.keys(profileStrengthWeights) as TProfileStrengthPart[];

export const ZProfileStrength = z.object({
  /** 0 to 100: the weights of the parts that are filled. */
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.enum(profileStrengthParts as [TProfileStrengthPart, ...TProfileStrengthPart[]])),
});
export type TProfileStrength = z.infer<typeof ZProfileStrength>;

/**
 * Every part of a seeker's profile in one read model: the seeker's page previews it and the Boss
 * console shows a candidate with it, so both see the same data. Contact details (email, phone)
 * are not in it: the Boss gets a phone number only through the chat's number exchange.
 */
export const ZFullProfile = z.object({
  basic: ZBasicProfile,
  work_experiences: z.array(ZWorkExperience),
  educations: z.array(ZEducation),
  skills: z.array(ZProfileSkill),
  languages: z.array(ZProfileLanguage),
  links: z.array(ZLink),
  license_certifications: z.array(ZLicenseCertification),
  job_preferences: z.array(ZJobPreference),
});
export type TFullProfile = z.infer<typeof ZFullProfile>;
