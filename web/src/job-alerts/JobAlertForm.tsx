import type { JobSearchListField } from '@talkhire/config';
import {
  type TJobAlertFilters,
  type TJobAlertFrequency,
  ZJobAlertGuestForm,
  ZJobAlertUpdateBody,
} from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../search-filters/FilterSelect';
import type { SearchLists, TSeoOption } from '../search-filters/search-lists';
import { useContractForm } from '../ui/use-contract-form';
import { type AlertCriteria, type AlertValues, filterNames, withoutEmpty } from './alert-criteria';

type Field = 'filters' | 'frequency' | 'email' | 'keywords';

/**
 * The create and update job alert form: keywords, the spec §3 filters (location, industry, work
 * arrangement, qualification, experience, company size, financing stage, verified company),
 * frequency and, for a visitor without an account, the receiving email.
 */
export function JobAlertForm({
  lists,
  initial,
  askEmail,
  submitLabel,
  failureMessage,
  onSubmit,
  onCancel,
}: {
  lists: SearchLists;
  initial: AlertCriteria & { frequency?: TJobAlertFrequency };
  askEmail: boolean;
  submitLabel: string;
  /** Shown when the call fails without a message of its own (spec §8 for creation). */
  failureMessage: string;
  onSubmit(values: AlertValues & { email?: string }): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Spec §5 (a filter, a frequency, a well-formed email) is the contract's: a visitor's form also
  // asks for the receiving email; signed in, the form holds what an update sends (and a create).
  const form = useContractForm(askEmail ? ZJobAlertGuestForm : ZJobAlertUpdateBody, {
    keywords: initial.keywords,
    filters: initial.filters,
    ...(initial.frequency ? { frequency: initial.frequency } : {}),
    ...(askEmail ? { email: '' } : {}),
  });
  const values = form.watch();
  const filters = (values.filters ?? {}) as TJobAlertFilters;
  const frequency = values.frequency as TJobAlertFrequency | undefined;
  const email = 'email' in values && typeof values.email === 'string' ? values.email : '';
  const sending = form.formState.isSubmitting;

  const set = (patch: Partial<TJobAlertFilters>) =>
    form.set('filters', withoutEmpty({ ...filters, ...patch }));
  const listFilter = (field: JobSearchListField, label: string, options: TSeoOption[], testId: string) => (
    <FilterSelect
      label={label}
      testId={testId}
      value={filters[field]?.[0] ? String(filters[field][0]) : ''}
      options={options.map((o) => ({ value: String(o.id), label: o.value }))}
      onChange={(v) => set({ [field]: v ? [Number(v)] : undefined })}
    />
  );
  // Filters the form has no field for (salary, job type, functions…) come from the search and stay.
  const shown = new Set([
    'job_locations',
    'industries',
    'work_arrangements',
    'degrees',
    'xp_lvls',
    'company_sizes',
    'financing_stages',
    'is_company_verified',
  ]);
  const carried = Object.fromEntries(Object.entries(filters).filter(([k]) => !shown.has(k)));
  const carriedNames = filterNames(carried, lists, t);

  const submit = form.onSubmit(
    async (alert) => {
      await onSubmit({
        keywords: alert.keywords ?? '',
        filters: alert.filters,
        frequency: alert.frequency,
        ...('email' in alert ? { email: alert.email } : {}),
      });
    },
    {
      // A refusal of ours (a duplicate alert, 41279) says why; anything else is spec §8's sentence.
      describe: (failure) =>
        failure.status >= 400 && failure.status < 500 ? failure.message || failureMessage : failureMessage,
    },
  );

  const errorOf = (name: Field) => {
    const message = form.errorOf(name);
    return message ? (
      <p className="alert-form__error" id={`${id}-${name}-error`} role="alert">
        {message}
      </p>
    ) : null;
  };
  const describedBy = (name: Field) => (form.errorOf(name) ? `${id}-${name}-error` : undefined);

  return (
    <form
      ref={form.formRef}
      className="alert-form"
      noValidate
      data-testid="job-alert-form"
      onSubmit={(event) => void submit(event)}
    >
      <div className="filter">
        <label htmlFor={`${id}-keywords`}>{t('alerts.keywords')}</label>
        <input
          id={`${id}-keywords`}
          value={typeof values.keywords === 'string' ? values.keywords : ''}
          maxLength={200}
          data-testid="alert-keywords"
          aria-invalid={form.errorOf('keywords') ? true : undefined}
          aria-describedby={describedBy('keywords')}
          onChange={(e) => form.set('keywords', e.target.value)}
        />
        {errorOf('keywords')}
      </div>
      <fieldset className="alert-form__filters" aria-describedby={describedBy('filters')}>
        <legend>{t('alerts.filters')}</legend>
        <div className="filter">
          <label htmlFor={`${id}-location`}>{t('alerts.location')}</label>
          <select
            id={`${id}-location`}
            data-testid="alert-location"
            value={filters.job_locations?.[0] ? String(filters.job_locations[0]) : ''}
            onChange={(e) => set({ job_locations: e.target.value ? [Number(e.target.value)] : undefined })}
          >
            <option value="">{t('jobs.search.any_location')}</option>
            {lists.locationGroups.map((group) => (
              <optgroup key={group.key} label={group.value}>
                {group.locations.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.value}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        {listFilter('industries', t('jobs.search.industry'), lists.industries, 'alert-industry')}
        {listFilter(
          'work_arrangements',
          t('jobs.search.work_arrangement'),
          lists.workArrangements,
          'alert-work-arrangement',
        )}
        {listFilter('degrees', t('jobs.search.qualification'), lists.degrees, 'alert-qualification')}
        {listFilter('xp_lvls', t('jobs.search.experience'), lists.xpLvls, 'alert-experience')}
        {listFilter('company_sizes', t('jobs.search.company_size'), lists.companySizes, 'alert-company-size')}
        {listFilter(
          'financing_stages',
          t('jobs.search.financing_stage'),
          lists.financingStages,
          'alert-financing-stage',
        )}
        <label className="filter filter--check">
          <input
            type="checkbox"
            checked={filters.is_company_verified === true}
            data-testid="alert-verified"
            onChange={(e) => set({ is_company_verified: e.target.checked || undefined })}
          />
          {t('jobs.search.verified_company')}
        </label>
        {carriedNames.length > 0 && (
          <p className="alert-form__carried" data-testid="alert-carried-filters">
            {carriedNames.join(' · ')}
          </p>
        )}
        {errorOf('filters')}
      </fieldset>
      <fieldset aria-describedby={describedBy('frequency')}>
        <legend>{t('alerts.frequency')}</legend>
        {(['daily', 'weekly'] as const).map((value) => (
          <label key={value} className="filter filter--check">
            <input
              type="radio"
              name={`${id}-frequency`}
              value={value}
              checked={frequency === value}
              data-testid={`alert-frequency-${value}`}
              onChange={() => form.set('frequency', value)}
            />
            {t(`alerts.${value}`)}
          </label>
        ))}
        {errorOf('frequency')}
      </fieldset>
      {askEmail && (
        <div className="filter">
          <label htmlFor={`${id}-email`}>{t('alerts.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            data-testid="alert-email"
            aria-invalid={form.errorOf('email') ? true : undefined}
            aria-describedby={[`${id}-email-hint`, describedBy('email')].filter(Boolean).join(' ')}
            onChange={(e) => form.set('email' as never, e.target.value)}
          />
          <small id={`${id}-email-hint`}>{t('alerts.email_hint')}</small>
          {errorOf('email')}
        </div>
      )}
      {form.formError && (
        <p className="alert-form__error" role="alert" data-testid="alert-form-error">
          {form.formError}
        </p>
      )}
      <div className="dialog__actions">
        <button type="submit" className="button" disabled={sending} data-testid="alert-submit">
          {submitLabel}
        </button>
        <button type="button" className="alert-link" onClick={onCancel}>
          {t('alerts.cancel')}
        </button>
      </div>
    </form>
  );
}
