/** The English job page address the app links to: `/job/<title slug>-<id>`. */
export function jobPagePath(job: { id: number; title: string }): string {
  const slug = job.title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `/job/${slug}-${job.id}`;
}
