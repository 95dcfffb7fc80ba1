import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { courseRows, seedCourses } from '../../seed/courses';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Course {
  title: string;
  job_category: { id: number; value: string };
  xp_lvl_keys: string[];
  rating: number;
  learners: number;
}
const courses = async (query: string, languageId = 1) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/academy/recommended-courses?${query}`,
    headers: { 'language-id': String(languageId) },
  });
  expect(res.statusCode, query).toBe(200);
  return res.json().data.courses as Course[];
};

describe('GET /api/academy/recommended-courses', () => {
  it('lists the courses of a category written for the experience level, best rated first', async () => {
    const found = await courses('size=10&job_category_ids=1&xp_lvl_key=no_experience');
    expect(found.map((c) => c.title).sort()).toEqual([
      'IT Support Essentials',
      'Python Programming Fundamentals',
      'Web Development Basics: HTML, CSS and JavaScript',
    ]);
    for (const course of found) {
      expect(course.job_category).toMatchObject({ id: 1, value: 'IT' });
      expect(course.xp_lvl_keys).toContain('no_experience');
    }
    const ratings = found.map((c) => c.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('takes several categories and limits the list to size', async () => {
    const senior = await courses('size=50&job_category_ids=3,6&xp_lvl_key=more_than_ten_years');
    expect(senior).toHaveLength(6);
    expect(new Set(senior.map((c) => c.job_category.id))).toEqual(new Set([3, 6]));
    expect(await courses('size=2&job_category_ids=3')).toHaveLength(2);
    expect(await courses('size=50')).toHaveLength(Math.min(50, courseRows().length));
  });

  it('names the category in the reader language', async () => {
    const [course] = await courses('size=1&job_category_ids=2', 4);
    expect(course?.job_category.value).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });

  it('refuses unknown categories, levels and sizes', async () => {
    for (const query of [
      'job_category_ids=99',
      'job_category_ids=abc',
      'xp_lvl_key=wizard',
      'size=0',
      'size=51',
      'colour=red',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/academy/recommended-courses?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().code).toBe(40001);
    }
  });

  it('seeds the same catalogue every time and never twice', async () => {
    expect(courseRows()).toEqual(courseRows());
    expect(await seedCourses(app.services.db)).toBe(0);
  });
});
