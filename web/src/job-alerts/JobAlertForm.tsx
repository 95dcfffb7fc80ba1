import { ApiFailure } from '@talkhire/client';
import type { JobSearchListField } from '@talkhire/config';
import type { TJobAlertFilters, TJobAlertFrequency } from '@talkhire/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../job-search/FilterSelect';
import type { SearchLists, TSeoOption } from '../job-search/search-lists';
import { type AlertCriteria, type AlertValues, filterNames, hasFilter, withoutEmpty } from './alert-criteria';

type FieldErrors = Partial<Record<'filters' | 'frequency' | 'email' | 'keywords', string>>;

/** Spec §5 email rule, checked before sending; the relay checks it again. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

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
  const [keywords, setKeywords] = useState(initial.keywords);
  const [filters, setFilters] = useState<TJobAlertFilters>(initial.filters);
  const [frequency, setFrequency] = useState<TJobAlertFrequency | null>(initial.frequency ?? null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = (patch: Partial<TJobAlertFilters>) => setFilters((f) => withoutEmpty({ ...f, ...patch }));
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

  const submit = async () => {
    const found: FieldErrors = {};
    if (!hasFilter(filters)) found.filters = t('field.alert_filter_required', { ns: 'errors' });
    if (!frequency) found.frequency = t('field.alert_frequency_required', { ns: 'errors' });
    if (askEmail && !emailPattern.test(email.trim()))
      found.email = t('field.invalid_email', { ns: 'errors' });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length || !frequency) return;
    setSending(true);
    try {
      await onSubmit({
        keywords: keywords.trim(),
        filters,
        frequency,
        ...(askEmail ? { email: email.trim() } : {}),
      });
    } catch (error) {
      if (error instanceof ApiFailure && error.status >= 400 && error.status < 500) {
        const fields = error.errors ?? {};
        setErrors({
          ...(fields.filters?.[0] ? { filters: fields.filters[0] } : {}),
          ...(fields.frequency?.[0] ? { frequency: fields.frequency[0] } : {}),
          ...(fields.email?.[0] ? { email: fields.email[0] } : {}),
          ...(fields.keywords?.[0] ? { keywords: fields.keywords[0] } : {}),
        });
        setFormError(Object.keys(fields).length ? null : error.message || failureMessage);
      } else {
        setFormError(failureMessage);
      }
    } finally {
      setSending(false);
    }
  };

  const errorOf = (name: keyof FieldErrors) =>
    errors[name] ? (
      <p className="alert-form__error" id={`${id}-${name}-error`} role="alert">
        {errors[name]}
      </p>
    ) : null;
  const describedBy = (name: keyof FieldErrors) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <form
      className="alert-form"
      noValidate
      data-testid="job-alert-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="filter">
        <label htmlFor={`${id}-keywords`}>{t('alerts.keywords')}</label>
        <input
          id={`${id}-keywords`}
          value={keywords}
          maxLength={200}
          data-testid="alert-keywords"
          aria-describedby={describedBy('keywords')}
          onChange={(e) => setKeywords(e.target.value)}
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
              onChange={() => setFrequency(value)}
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
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={[`${id}-email-hint`, describedBy('email')].filter(Boolean).join(' ')}
            onChange={(e) => setEmail(e.target.value)}
          />
          <small id={`${id}-email-hint`}>{t('alerts.email_hint')}</small>
          {errorOf('email')}
        </div>
      )}
      {formError && (
        <p className="alert-form__error" role="alert" data-testid="alert-form-error">
          {formError}
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
