import { limits } from '@talkhire/config';
import {
  fieldMessage,
  fieldMessageOf,
  type TSyncItem,
  type TSyncProblem,
  ZBasicProfilePatch,
  ZEducationBody,
  ZLinkBody,
  ZSummary,
  ZWorkExperienceBody,
} from '@talkhire/contracts';
import type { z } from 'zod';
import { splitName } from './parse/contact-fields';
import { toCalendarDate } from './parse/date-ranges';
import { comparable } from './parse/normalise-text';
import type { ParsedResume } from './parse/parse-resume';
import type { ProfileSnapshot } from './profile-snapshot';

/**
 * The parsed resume as items the seeker may tick, each valued as it would be saved and checked
 * with the same contract rules as the profile's own forms: an item that breaks one carries the
 * problem and cannot be synced until the seeker fixes the resume or the profile by hand.
 */
export function syncableItems(parsed: ParsedResume, profile: ProfileSnapshot): TSyncItem[] {
  const items: TSyncItem[] = [];
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    !!a && !!b && comparable(a) === comparable(b);
  if (parsed.name) {
    const value = splitName(parsed.name);
    const problems = problemsOf(
      ZBasicProfilePatch.pick({ first_name: true, last_name: true }).required(),
      value,
    );
    const duplicate = same(value.first_name, profile.firstName) && same(value.last_name, profile.lastName);
    items.push(item('name', 0, value, problems, duplicate, true));
  }
  if (parsed.email)
    items.push(item('email', 0, { email: parsed.email }, [], parsed.email === profile.email, false));
  if (parsed.phone)
    items.push(item('phone', 0, { phone_num: parsed.phone }, [], parsed.phone === profile.phone, false));
  if (parsed.address) {
    const value = { home_address: parsed.address };
    const problems = problemsOf(ZBasicProfilePatch.pick({ home_address: true }), value);
    items.push(item('address', 0, value, problems, same(parsed.address, profile.homeAddress), true));
  }
  if (parsed.summary) {
    const summary = parsed.summary;
    const problems = problemsOf(ZSummary, summary, 'summary');
    items.push(item('summary', 0, { summary }, problems, same(summary, profile.summary), true));
  }
  parsed.experiences.forEach((found, index) => {
    const value = {
      job_title: found.title,
      company_name: found.company,
      start_date: toCalendarDate(found.start),
      end_date: found.end && !found.current ? toCalendarDate(found.end) : null,
      is_currently_working: found.current,
      description: fittingDescription(found.description),
    };
    const duplicate = profile.workExperiences.some(
      (w) =>
        same(w.job_title, value.job_title) &&
        same(w.company_name, value.company_name) &&
        w.start_date === value.start_date,
    );
    items.push(
      item('work_experience', index, value, problemsOf(ZWorkExperienceBody, value), duplicate, true),
    );
  });
  parsed.educations.forEach((found, index) => {
    const value = {
      school_name: found.school,
      education_level_id: found.level_id,
      degree: found.degree,
      field_of_study: found.field_of_study,
      start_date: toCalendarDate(found.start),
      end_date: found.end && !found.current ? toCalendarDate(found.end) : null,
      is_currently_attending: found.current,
      description: fittingDescription(found.description),
    };
    const { degree: _degree, ...body } = value;
    const duplicate = profile.educations.some(
      (e) => same(e.school_name, value.school_name) && e.start_date === value.start_date,
    );
    items.push(item('education', index, value, problemsOf(ZEducationBody, body), duplicate, true));
  });
  parsed.skills.slice(0, limits.skillsMax).forEach((name, index) => {
    const problems =
      [...name].length > limits.skillLengthMax ? [{ field: 'name', message: fieldMessage('41297') }] : [];
    const duplicate = profile.skills.some((s) => same(s, name));
    items.push(item('skill', index, { name }, problems, duplicate, true));
  });
  parsed.links.forEach((link, index) => {
    const duplicate = profile.links.some((url) => url.replace(/\/$/, '') === link.url.replace(/\/$/, ''));
    items.push(item('link', index, link, problemsOf(ZLinkBody, link), duplicate, true));
  });
  return items;
}

/** Skills beyond the profile's ten are not offered: the seeker picks from the first ten. */
export function skillsLeftOut(parsed: ParsedResume): string[] {
  return parsed.skills.slice(limits.skillsMax);
}

function item<K extends TSyncItem['kind']>(
  kind: K,
  index: number,
  value: Extract<TSyncItem, { kind: K }>['value'],
  problems: TSyncProblem[],
  duplicate: boolean,
  syncable: boolean,
): TSyncItem {
  return { id: `${kind}-${index}`, kind, value, problems, duplicate, syncable } as TSyncItem;
}

/**
 * A description the profile accepts (spec §5: 10 to 4000 characters): a longer one is cut at the
 * limit, a shorter one left out, so the rest of the entry can still be synced.
 */
function fittingDescription(text: string | null): string | null {
  if (text === null) return null;
  const characters = [...text.trim()];
  if (characters.length < limits.descriptionMin) return null;
  return characters.slice(0, limits.descriptionMax).join('').trim();
}

function problemsOf(schema: z.ZodType, value: unknown, field?: string): TSyncProblem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const { key, values } = fieldMessageOf(issue);
    return { field: field ?? String(issue.path[0] ?? ''), message: fieldMessage(key, values) };
  });
}
