/**
 * The Contact Us feedback form (spec 3 sections 2.3, 3, 4, 5, 8, 9), shared by the Contact Us page and the Support
 * tab of product pages: a description of 20 to 500 characters and a solved captcha. It sends the Feedback email
 * payload to support; success shows 'Thank you for contacting us.', resets the form and locks it for the cooldown,
 * counted down on the button. A cooldown answer of the server (429) locks it for the time the server names.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { EMAIL_ERRORS, EMAIL_LIMITS, resolveError } from '@dc/contracts';
import { readPageHistory } from '../../lib/analytics/page-history';
import { useCurrentUser } from '../../lib/auth/get-current-user';
import { notifyError, notifySuccess } from '../../lib/notify';
import { CaptchaField } from './captcha-field';
import {
  feedbackFormSchema,
  FEEDBACK_MESSAGE_KEYS,
  type FeedbackFormInput,
  type FeedbackFormOutput,
} from './feedback-form-schema';
import { feedbackVariables, parseCooldownSeconds, retryAfterSeconds } from './feedback-variables';
import { useSendFeedback } from './send-feedback';
import { useCooldown } from './use-cooldown';

const CAPTCHA_CODES: readonly string[] = [
  EMAIL_ERRORS.captchaRequired.code,
  EMAIL_ERRORS.captchaInvalid.code,
  EMAIL_ERRORS.captchaReused.code,
];

export function FeedbackForm({ id = 'feedback' }: { id?: string }) {
  const { t } = useTranslation('feedback');
  const { data: user } = useCurrentUser();
  const send = useSendFeedback();
  const cooldown = useCooldown();
  // A new widget (and so a new challenge) after every send: a solved challenge is accepted once.
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useForm<FeedbackFormInput, unknown, FeedbackFormOutput>({
    resolver: zodResolver(feedbackFormSchema),
    mode: 'all',
    defaultValues: { description: '', captcha: '' },
  });
  const { errors, isSubmitted, isValid } = form.formState;
  const message = (text: string | undefined) => {
    const key = text ? FEEDBACK_MESSAGE_KEYS[text] : undefined;
    return key ? t(key) : text;
  };
  const description = form.watch('description') ?? '';

  const submit = form.handleSubmit(({ description: text, captcha }) => {
    const variables = feedbackVariables(text, {
      user,
      currentPage: window.location.href,
      currentTitle: document.title,
      history: readPageHistory(),
    });
    send.mutate(
      { variables, captcha },
      {
        onSuccess: () => {
          notifySuccess(t('sent'));
          form.reset();
          setCaptchaRound((n) => n + 1);
          cooldown.start(parseCooldownSeconds(t('cooldownSeconds')));
        },
        onError: (err) => {
          const { code, message: text } = resolveError(err);
          const wait = retryAfterSeconds(err);
          if (wait) cooldown.start(wait);
          if (CAPTCHA_CODES.includes(code)) {
            form.setValue('captcha', '');
            setCaptchaRound((n) => n + 1);
          }
          // The server's own wait, in the form's words (the button counts it down too).
          if (code === EMAIL_ERRORS.feedbackCooldown.code && wait) notifyError(t('cooldown', { seconds: wait }));
          else notifyError(t(`apiErrors.${code}`, { defaultValue: text }));
        },
      },
    );
  });

  const locked = cooldown.seconds > 0;
  const descriptionError = message(errors.description?.message);
  // Spec 1 section 5: Submit is disabled while the form is invalid, so an unsolved captcha says so up front once the
  // message itself is fine (a click can no longer ask for it).
  const captchaPending = !form.watch('captcha') && !errors.description && description.trim().length > 0;
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="feedback-form">
      <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
        <TextField
          {...form.register('description')}
          id={`${id}-description`}
          label={t('description.label')}
          placeholder={t('description.placeholder')}
          required
          multiline
          minRows={5}
          error={!!descriptionError}
          helperText={
            descriptionError ??
            t('description.count', { count: description.trim().length, max: EMAIL_LIMITS.feedbackMax })
          }
        />
        <CaptchaField
          key={captchaRound}
          // A solved captcha is validated at once (it enables Submit); a fresh or expired one complains only after a
          // submit, so the widget's first 'unverified' does not greet the user with an error.
          onChange={(payload) => form.setValue('captcha', payload, { shouldValidate: !!payload || isSubmitted })}
          error={message(errors.captcha?.message)}
          hint={captchaPending ? t('captcha.solve') : undefined}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={locked || send.isPending || !isValid}
            data-testid="feedback-submit"
            sx={{ whiteSpace: 'normal', textAlign: 'center' }}
          >
            {locked ? t('cooldown', { seconds: cooldown.seconds }) : send.isPending ? t('sending') : t('submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
