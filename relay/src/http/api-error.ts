import { errorCodes, httpStatusOf } from '@talkhire/contracts';

/** A refusal the client should show: a catalogue code, optional field errors and interpolation values. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly options: {
      status?: number;
      /** Field → message keys in the `errors` namespace (e.g. 'field.required'). */
      fields?: Record<string, string[]>;
      values?: Record<string, string | number>;
      /**
       * An `errors` key said instead of the code's general sentence, when the code alone would
       * mislead (40005 'no permission' for a site that cannot send SMS at all).
       */
      messageKey?: string;
    } = {},
  ) {
    super(`api error ${code}`);
  }

  get status(): number {
    return this.options.status ?? httpStatusOf(this.code);
  }

  static notFound() {
    return new ApiError(errorCodes.notFound);
  }
}
