/** The feedback form over the contracts' rule: the description of spec 3 section 5 and a solved captcha. */
import { z } from 'zod';
import { EMAIL_ERRORS, EMAIL_TEXTS, feedbackDescriptionField } from '@dc/contracts';

export const feedbackFormSchema = z.object({
  description: feedbackDescriptionField,
  captcha: z.string().min(1, EMAIL_ERRORS.captchaRequired.message),
});
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormOutput = z.output<typeof feedbackFormSchema>;

/** The form's English messages (from the contracts) and their translation keys in the feedback namespace. */
export const FEEDBACK_MESSAGE_KEYS: Record<string, string> = {
  [EMAIL_TEXTS.feedbackRequired]: 'validation.required',
  [EMAIL_TEXTS.feedbackLength]: 'validation.length',
  [EMAIL_ERRORS.captchaRequired.message]: 'captcha.solve',
};
