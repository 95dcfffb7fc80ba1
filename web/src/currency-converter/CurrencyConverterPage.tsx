import { editions, type LanguageCode } from '@talkhire/config';
import { convertAmount, endpoints, rateCurrencies, type TCurrencyRates } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/endpoint-queries';
import type { Formats } from '../ui/formats';
import { useFormats } from '../ui/use-formats';
import { usePageHead } from '../ui/use-page-head';
import './currency-converter.css';

/** A symbol, not words: the button's name is its label. */
const swapSymbol = '⇄';

/**
 * Spec §2 currency converter at /currency-converter: an amount from one edition's currency to
 * another's, with the rates' base time (spec §9). It starts from US dollars (euros for a reader
 * who uses dollars) into the reader's currency: the job preference's, else the edition's.
 */
export function CurrencyConverterPage(_props: { language: LanguageCode }) {
  const { t } = useTranslation();
  usePageHead({ title: t('currency.title'), description: t('currency.intro') });
  const rates = useEndpointQuery(endpoints.currency.rates, {}, { quiet: true });
  return (
    <main className="converter-page section" data-testid="converter-page">
      <h1>{t('currency.title')}</h1>
      <p>{t('currency.intro')}</p>
      {rates.data ? (
        <Converter rates={rates.data} />
      ) : rates.isError ? (
        <p role="alert">{t('currency.load_failed')}</p>
      ) : (
        <p aria-busy="true">{t('currency.loading')}</p>
      )}
    </main>
  );
}

function Converter({ rates }: { rates: TCurrencyRates }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const preferred = rates.preferred_currency;
  const [amount, setAmount] = useState('100');
  const [from, setFrom] = useState(preferred === 'usd' ? 'eur' : 'usd');
  const [to, setTo] = useState(preferred);
  const value = readAmount(amount);
  const result = value === null ? null : convertAmount(value, from, to, rates);
  const unitRate = convertAmount(1, from, to, rates);

  return (
    <form className="converter" onSubmit={(event) => event.preventDefault()} data-testid="converter">
      <div className="field">
        <label htmlFor="converter-amount">{t('currency.amount_label')}</label>
        <input
          id="converter-amount"
          data-testid="converter-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={value === null ? true : undefined}
          aria-describedby={value === null ? 'converter-amount-error' : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        {value === null && (
          <p id="converter-amount-error" className="field__error" role="alert">
            {t('currency.amount_invalid')}
          </p>
        )}
      </div>
      <div className="converter__pair">
        <CurrencySelect
          id="converter-from"
          label={t('currency.from_label')}
          value={from}
          onChange={setFrom}
        />
        <button
          type="button"
          className="button button--secondary converter__swap"
          data-testid="converter-swap"
          aria-label={t('currency.swap')}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          <span aria-hidden="true">{swapSymbol}</span>
        </button>
        <CurrencySelect id="converter-to" label={t('currency.to_label')} value={to} onChange={setTo} />
      </div>
      <output
        className="converter__result"
        htmlFor="converter-amount converter-from converter-to"
        aria-live="polite"
      >
        {value !== null && result !== null && (
          <>
            <span data-testid="converter-source">{amountText(formats, value, from)}</span>
            {' = '}
            <strong data-testid="converter-result">{amountText(formats, result, to)}</strong>
          </>
        )}
      </output>
      {unitRate !== null && (
        <p className="field__hint" data-testid="converter-unit-rate">
          {`${amountText(formats, 1, from)} = ${amountText(formats, unitRate, to, 3)}`}
        </p>
      )}
      <p className="converter__base-time" data-testid="converter-base-time">
        {t('currency.base_time', { time: formats.zonedDateTime(rates.base_time, 'UTC') })}
      </p>
    </form>
  );
}

/** The editions' currencies, each named with the first edition that uses it ('PHP · Philippines'). */
function CurrencySelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(currency: string): void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} data-testid={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {rateCurrencies.map((currency) => {
          const edition = editions.find((e) => e.currency === currency);
          const place = edition && edition.key !== 'com' ? formats.region(edition.key) : t('switcher.others');
          return (
            <option key={currency} value={currency}>
              {`${currency.toUpperCase()} · ${place}`}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** A typed amount: digits with one decimal point (commas as thousands are allowed); else null. */
export function readAmount(typed: string): number | null {
  const plain = typed.trim().replace(/,/g, '');
  if (!/^\d{1,13}(\.\d{0,6})?$/.test(plain)) return null;
  return Number(plain);
}

function amountText(formats: Formats, amount: number, currency: string, decimals = 2): string {
  const factor = 10 ** decimals;
  return `${formats.count(Math.round(amount * factor) / factor)} ${currency.toUpperCase()}`;
}
