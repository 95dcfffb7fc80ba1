import { ZDeletedItem } from '@talkhire/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';

/**
 * A list part of the profile (spec §7: /work-experiences, /educations): the list, and create,
 * update and delete. Spec §4: after each change the list is loaded again.
 */
export function useProfileEntries<T extends z.ZodType<{ id: number }>>(
  path: '/api/jobseekers/work-experiences' | '/api/jobseekers/educations',
  item: T,
) {
  const api = useApi();
  const [version, setVersion] = useState(0);
  const list = useRequest((signal) => api.get(path, z.array(item), { signal }), [path, version]);
  return {
    list,
    reload: () => setVersion((n) => n + 1),
    save: (body: object, id: number | undefined) =>
      id === undefined
        ? api.post(`${path}/create`, body, item, { quiet: true })
        : api.patch(`${path}/${id}/update`, body, item, { quiet: true }),
    remove: (id: number) => api.delete(`${path}/${id}/delete`, ZDeletedItem),
  };
}
