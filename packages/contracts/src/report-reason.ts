import { z } from 'zod';
import { fieldMessage } from './field-message';

/** A report names one reason of its list (a job's, a company's); none chosen is said as such. */
export const ZReportReasonId = (max: number) =>
  z.coerce
    .number<string | number>({
      // Only for no reason at all: an id out of the list keeps its own message.
      error: (issue) =>
        issue.code === 'invalid_type' ? fieldMessage('field.report_reason_required') : undefined,
    })
    .int()
    .positive()
    .max(max);
