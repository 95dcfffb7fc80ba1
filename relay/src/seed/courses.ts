import { optionLists } from '@talkhire/config/lists';
import type { Db } from '../db/database';
import type { CoursesTable } from '../db/schema-home';
import { createRandom } from './corpus/random';

type CourseRow = Omit<CoursesTable, 'id' | 'created_at'>;

/** Experience levels (xp_lvls keys) grouped the way course catalogues level their courses. */
const tiers = {
  entry: ['no_experience', 'less_than_one_year'],
  mid: ['one_to_three_years', 'three_to_five_years'],
  senior: ['five_to_ten_years', 'more_than_ten_years'],
} as const;
type Tier = keyof typeof tiers;

/** Title and one-line summary of each course, by job category key and tier. */
const catalogue: Record<string, Record<Tier, [string, string][]>> = {
  it: {
    entry: [
      [
        'Python Programming Fundamentals',
        'Variables, loops, functions and files, with a small project each week.',
      ],
      [
        'Web Development Basics: HTML, CSS and JavaScript',
        'Build and publish a responsive personal site from scratch.',
      ],
      ['IT Support Essentials', 'Troubleshoot hardware, networks and accounts the way a help desk does.'],
    ],
    mid: [
      ['Cloud Architecture on AWS', 'Design resilient, cost-aware systems with managed services.'],
      ['Modern React and TypeScript', 'Components, hooks, state and testing for production front ends.'],
      ['SQL for Data-Driven Applications', 'Indexes, query plans and transactions for everyday back ends.'],
    ],
    senior: [
      ['Engineering Leadership', 'Hiring, delivery planning and growing engineers into leads.'],
      ['Distributed Systems Design', 'Consistency, replication and failure handling at scale.'],
      [
        'Security Architecture and Threat Modelling',
        'Find and close the weaknesses of a system before attackers do.',
      ],
    ],
  },
  banking: {
    entry: [
      ['Introduction to Retail Banking', 'Accounts, loans, payments and the customer journey in a branch.'],
      ['Anti-Money Laundering Foundations', 'Spot suspicious activity and file reports correctly.'],
      ['Customer Service in Financial Services', 'Handle enquiries and complaints within regulatory rules.'],
    ],
    mid: [
      ['Credit Risk Analysis', 'Assess borrowers, read financial statements and price risk.'],
      ['Treasury and Liquidity Management', 'Cash positioning, funding and interest-rate exposure.'],
      ['Digital Banking Products', 'Design and launch mobile and online banking features.'],
    ],
    senior: [
      ['Bank Risk Governance and Basel III', 'Capital, stress testing and reporting to the board.'],
      ['Leading Transformation in Banking', 'Run change programmes across branches, risk and technology.'],
      ['Wealth Management Strategy', 'Build advisory propositions for affluent and private clients.'],
    ],
  },
  hr: {
    entry: [
      ['HR Fundamentals', 'Recruitment, onboarding, records and employment basics.'],
      ['Recruitment Coordinator Essentials', 'Schedule interviews, screen CVs and keep candidates informed.'],
      ['Payroll Basics', 'Gross to net pay, deductions and payroll calendars.'],
    ],
    mid: [
      ['Talent Acquisition Strategy', 'Sourcing channels, employer branding and hiring metrics.'],
      ['Employee Relations and Labour Law', 'Handle grievances, discipline and investigations fairly.'],
      ['People Analytics', 'Turn HR data into decisions on retention and performance.'],
    ],
    senior: [
      ['Strategic HR Business Partnering', 'Align workforce plans with business goals.'],
      ['Compensation and Benefits Design', 'Build pay structures, incentives and benefit plans.'],
      ['Leading Organisational Change', 'Restructure teams and keep people engaged through change.'],
    ],
  },
  healthcare: {
    entry: [
      ['Patient Care Fundamentals', 'Communication, hygiene and safe handling on the ward.'],
      ['Medical Terminology', 'Read and write clinical records with confidence.'],
      ['Basic Life Support Refresher', 'CPR and first response, following current guidelines.'],
    ],
    mid: [
      ['Clinical Documentation and Coding', 'Accurate records for care quality and billing.'],
      ['Infection Prevention and Control', 'Policies, audits and outbreak response.'],
      ['Pharmacology for Nurses', 'Common medicines, dosing and adverse effects.'],
    ],
    senior: [
      ['Healthcare Quality and Patient Safety', 'Lead incident reviews and improvement projects.'],
      ['Hospital Operations Management', 'Capacity, staffing and budgets for clinical departments.'],
      ['Leadership for Clinical Managers', 'Coach teams and manage performance in care settings.'],
    ],
  },
  csr_ops: {
    entry: [
      ['Customer Service Excellence', 'Listening, tone and resolving issues on the first contact.'],
      ['Call Centre Essentials', 'Handle calls, tickets and service levels in a contact centre.'],
      ['Business Writing for Support Teams', 'Clear, friendly emails and chat replies.'],
    ],
    mid: [
      ['Operations Management Fundamentals', 'Processes, capacity and service metrics that matter.'],
      ['Lean Six Sigma Yellow Belt', 'Map processes and remove waste with simple tools.'],
      ['Workforce Planning for Contact Centres', 'Forecast volume and schedule teams to meet targets.'],
    ],
    senior: [
      ['Customer Experience Strategy', 'Design journeys and measure loyalty across channels.'],
      ['Lean Six Sigma Green Belt', 'Run data-driven improvement projects end to end.'],
      ['Leading Operations Teams', 'Set goals, coach supervisors and scale operations.'],
    ],
  },
  finance: {
    entry: [
      ['Accounting Fundamentals', 'Double entry, ledgers and the three financial statements.'],
      ['Excel for Finance', 'Formulas, pivot tables and clean models for daily work.'],
      ['Bookkeeping Essentials', 'Invoices, reconciliations and month-end basics.'],
    ],
    mid: [
      ['Financial Modelling and Valuation', 'Three-statement models and discounted cash flow.'],
      ['Management Accounting', 'Budgets, variance analysis and cost control.'],
      ['Tax Compliance for Businesses', 'Corporate tax, VAT and filing deadlines.'],
    ],
    senior: [
      ['Strategic Finance for CFOs', 'Capital allocation, funding and investor relations.'],
      ['IFRS Reporting in Depth', 'Complex standards, consolidation and disclosures.'],
      ['Mergers and Acquisitions', 'Deal structure, due diligence and integration.'],
    ],
  },
  manufacturing: {
    entry: [
      ['Workplace Safety in Manufacturing', 'Hazards, protective equipment and safe procedures.'],
      ['Introduction to Quality Control', 'Inspection, sampling and recording defects.'],
      ['Reading Engineering Drawings', 'Views, tolerances and symbols on technical drawings.'],
    ],
    mid: [
      ['Lean Manufacturing', 'Flow, 5S and kaizen on the shop floor.'],
      ['Production Planning and Scheduling', 'Plan capacity, materials and orders.'],
      ['PLC Programming Basics', 'Ladder logic and automation for production lines.'],
    ],
    senior: [
      ['Plant Management', 'Run a plant on safety, quality, delivery and cost.'],
      ['Supply Chain Strategy', 'Sourcing, inventory and resilience across suppliers.'],
      ['Industry 4.0 and Smart Factories', 'Sensors, data and automation for modern plants.'],
    ],
  },
  sales: {
    entry: [
      ['Sales Fundamentals', 'Prospecting, qualifying and closing your first deals.'],
      ['Retail Selling Skills', 'Greet, advise and sell in a store.'],
      ['Telesales Essentials', 'Call scripts, objections and follow-up.'],
    ],
    mid: [
      ['Consultative Selling', 'Discover needs and sell solutions instead of products.'],
      ['Key Account Management', 'Grow and protect your most important customers.'],
      ['CRM and Sales Pipeline Management', 'Forecast accurately and keep deals moving.'],
    ],
    senior: [
      ['Sales Leadership', 'Hire, coach and set targets for a sales team.'],
      ['Enterprise Sales Strategy', 'Complex deals with many stakeholders.'],
      ['Pricing and Negotiation Strategy', 'Protect margins in high-stakes negotiations.'],
    ],
  },
  others: {
    entry: [
      ['Digital Marketing Fundamentals', 'Search, social and email marketing basics.'],
      ['Office Administration Essentials', 'Scheduling, records and office tools.'],
      ['Communication Skills at Work', 'Speak, write and present with clarity.'],
    ],
    mid: [
      ['Project Management Essentials', 'Plan scope, time and budget and report progress.'],
      ['Content Marketing Strategy', 'Plan, produce and measure content that converts.'],
      ['Instructional Design', 'Design training that people finish and remember.'],
    ],
    senior: [
      ['Leadership and People Management', 'Lead teams, delegate and give feedback.'],
      ['Brand Strategy', 'Position a brand and keep it consistent.'],
      ['Hospitality Operations Leadership', 'Run hotels and restaurants on service and margin.'],
    ],
  },
};

const providers = [
  'Talkhire Academy',
  'Career Skills Institute',
  'Open Professional School',
  'Asia Skills Hub',
];

/**
 * The academy's courses: every job category has courses for each experience tier. Titles are
 * written by hand; hours, lessons, ratings and learner counts come from a fixed-seed generator,
 * so every run produces the same catalogue.
 */
export function courseRows(): CourseRow[] {
  const random = createRandom('talkhire-academy-courses-v1');
  const rows: CourseRow[] = [];
  for (const category of optionLists.job_category_lists) {
    const byTier = catalogue[category.key];
    if (!byTier) continue;
    for (const tier of Object.keys(tiers) as Tier[]) {
      byTier[tier].forEach(([title, summary], i) => {
        const weeks = tier === 'entry' ? random.int(2, 4) : random.int(4, 8);
        rows.push({
          key: `${category.key}-${tier}-${i + 1}`,
          job_category_id: category.id,
          xp_lvl_keys: [...tiers[tier]],
          title,
          provider: random.pick(providers),
          summary,
          duration_hours: weeks * random.int(3, 6),
          lessons: weeks * random.int(3, 5),
          rating_tenths: random.int(41, 49),
          learners: random.int(800, 48_000),
        });
      });
    }
  }
  return rows;
}

/** Adds the courses a database lacks; existing ones (same key) are left as they are. */
export async function seedCourses(db: Db): Promise<number> {
  const inserted = await db
    .insertInto('courses')
    .values(courseRows())
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
