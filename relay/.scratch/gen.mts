import { editions } from '@talkhire/config';
import { createJobFactory } from '../src/seed/jobs';
import { createRandom } from '../src/seed/random';
import { optionLists } from '@talkhire/config/lists';
const r = createRandom('x');
const f = createJobFactory(r, new Date());
const t = performance.now();
let len = 0;
for (let i = 0; i < 20000; i++) {
  const e = editions[i % editions.length]!;
  const j = f({ id: 1, edition: e, name: 'Acme', industry: optionLists.industry_lists[i % 31]!, founded: 2000, locationId: 1001, recruiterIds: [1, 2] });
  len += j.description.length;
}
console.log(Math.round(performance.now() - t), 'ms', len / 20000);
