import { z } from 'zod';
import { ZEmail } from './accounts';

/** The feedback form's categories (spec §2 'feedback form'); their labels live in feedback.json. */
export const feedbackCategories = ['bug', 'suggestion', 'job_content', 'account', 'other'] as const;
export type TFeedbackCategory = (typeof feedbackCategories)[number];

/**
 * Spec §9 'Feedback: up to 3 pictures, JPG, JPEG or PNG'. The text takes the limits of the
 * project's description fields (10–2000 characters); a picture is at most 5 MB (41174), and its
 * type is decided by its bytes, never its name (41175).
 */
export const feedbackLimits = {
  textMin: 10,
  textMax: 2000,
  pictures: 3,
  pictureBytes: 5 * 1024 * 1024,
} as const;

/** The multipart form of POST /user/feedback: these text fields plus up to three `pictures` files. */
export const feedbackUploadFields = { pictures: 'pictures' } as const;

/** The form's text fields; `email` is how a guest is answered (a seeker is answered at the account's). */
export const ZFeedbackFields = z
  .object({
    category: z.enum(feedbackCategories),
    text: z.string().trim().min(feedbackLimits.textMin).max(feedbackLimits.textMax),
    email: z
      .union([z.literal('').transform(() => null), ZEmail])
      .nullable()
      .default(null),
  })
  .strict();
export type TFeedbackFields = z.infer<typeof ZFeedbackFields>;

/** What a guest's form checks: the email is then required ('Please enter a valid email address.'). */
export const ZGuestFeedbackFields = ZFeedbackFields.extend({ email: ZEmail });

export const ZFeedbackSent = z.object({ id: z.number().int() });
export type TFeedbackSent = z.infer<typeof ZFeedbackSent>;

/** One feedback as the people running the site read it (GET /ops/feedback). */
export const ZOpsFeedback = z.object({
  id: z.number().int(),
  category: z.enum(feedbackCategories),
  text: z.string(),
  email: z.string().nullable(),
  user_id: z.number().int().nullable(),
  language: z.string(),
  edition_id: z.number().int(),
  /** Addresses of the pictures under /ops/feedback/pictures/. */
  pictures: z.array(z.string()),
  created_at: z.iso.datetime({ offset: true }),
});
export const ZOpsFeedbackList = z.object({ items: z.array(ZOpsFeedback), total: z.number().int() });
export type TOpsFeedbackList = z.infer<typeof ZOpsFeedbackList>;

export const ZOpsFeedbackQuery = z
  .object({
    page: z.coerce.number<string | number>().int().min(1).max(1000).default(1),
    size: z.coerce.number<string | number>().int().min(1).max(100).default(20),
  })
  .strict();

/** A stored picture's name: 32 hex digits and its extension. */
export const ZFeedbackPictureParams = z
  .object({ name: z.string().regex(/^[0-9a-f]{32}\.(png|jpg)$/) })
  .strict();
