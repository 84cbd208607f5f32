/**
 * The event subscription wizard (spec 2 sections 2.4, 2.5, 4, 7, 9): a full-screen panel sliding in from the event
 * detail. application -> details -> summary -> Subscribe -> the credentials of the new subscription. Next is
 * enabled by the rules of utils/subscription-draft; Previous goes back. Subscribe toasts 'Subscribed to {eventName}'
 * for 2 s and shows the credentials; a failure toasts 'Failed to create subscription {error}' and stays.
 */
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { EVENT_SUBSCRIBED_TOAST_MS, type EventDetails, type EventSubscriptionCreated, type Team } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { useCreateEventSubscription } from '../../api/create-event-subscription';
import { useTeamApplications } from '../../api/get-team-applications';
import { EMPTY_FILTER_EDITOR, type FilterEditorState } from '../../utils/filter-editor';
import {
  EMPTY_DRAFT,
  canLeaveApplicationStep,
  canLeaveDetailsStep,
  chooseApplication,
  hasExistingSubscription,
  saveDraft,
  toCreateBody,
  type SubscriptionDraft,
  type VersionEntries,
} from '../../utils/subscription-draft';
import { useMessageText } from '../../utils/use-message-text';
import { ApplicationStep } from './application-step';
import { CredentialsStep } from './credentials-step';
import { DetailsStep, type DetailsField } from './details-step';
import { SummaryStep } from './summary-step';
import { WizardFooter } from './wizard-footer';
import { WizardStepper, type WizardStep } from './wizard-stepper';
import { PageContainer } from '../../../../shared/ui/page-container';

export interface EventSubscriptionWizardProps {
  open: boolean;
  team: Team;
  event: EventDetails;
  versions: VersionEntries;
  onClose(): void;
}

export function EventSubscriptionWizard({ open, team, event, versions, onClose }: EventSubscriptionWizardProps) {
  const { t } = useTranslation('event-subscriptions');
  const text = useMessageText();
  const applications = useTeamApplications(team, open);
  const create = useCreateEventSubscription(team);
  const [step, setStep] = useState<WizardStep>('application');
  const [draft, setDraft] = useState<SubscriptionDraft>(EMPTY_DRAFT);
  const [filter, setFilter] = useState<FilterEditorState>(EMPTY_FILTER_EDITOR);
  const [touched, setTouched] = useState<ReadonlySet<DetailsField>>(new Set());
  const [created, setCreated] = useState<EventSubscriptionCreated>();
  const heading = useRef<HTMLHeadingElement>(null);
  const apps = applications.data?.applications;
  const selected = apps?.find((a) => a.clientId === draft.clientId);
  const exists = hasExistingSubscription(selected, draft.multitenantTrn);

  // Each step starts reading at its heading, for keyboard and screen reader users alike.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  const next = () => {
    if (step === 'application' && canLeaveApplicationStep(selected)) setStep('details');
    else if (step === 'details' && canLeaveDetailsStep(draft, exists)) {
      const saved = saveDraft(draft, filter.applied);
      setDraft(saved);
      if (saved.filtering === 'no') setFilter(EMPTY_FILTER_EDITOR);
      setStep('summary');
    } else if (step === 'summary') subscribe();
  };
  const subscribe = () =>
    create.mutate(
      { eventId: draft.multitenantTrn, body: toCreateBody(draft, team.uuid) },
      {
        onSuccess: (answer) => {
          notifySuccess(t('messages.subscribed', { eventName: event.eventTitle }), {
            autoHideMs: EVENT_SUBSCRIBED_TOAST_MS,
          });
          setCreated(answer);
          setStep('credentials');
        },
        onError: (err) => notifyError(t('messages.createFailed', { error: text.apiError(err) })),
      },
    );
  const back = () => setStep(step === 'summary' ? 'details' : 'application');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    next();
  };
  const canNext =
    step === 'application'
      ? canLeaveApplicationStep(selected)
      : step === 'details'
        ? canLeaveDetailsStep(draft, exists)
        : !create.isPending;

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby="event-wizard-title"
      slots={{ transition: Slide }}
      slotProps={{
        transition: { direction: 'left' } as object,
        paper: { component: 'form', noValidate: true, onSubmit: submit, 'data-testid': 'event-wizard' } as object,
      }}
    >
      <PageContainer maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
          <Typography
            id="event-wizard-title"
            variant="h1"
            component="h2"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {t('wizard.title', { product: event.eventTitle })}
          </Typography>
          <IconButton aria-label={t('wizard.close')} onClick={onClose} disabled={create.isPending}>
            <CloseIcon />
          </IconButton>
        </Box>
        <WizardStepper step={step} />
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h2"
          component="h3"
          sx={{ fontSize: '1.25rem', my: 3, outline: 'none' }}
          data-testid="wizard-step"
        >
          {t(`wizard.steps.${step}`)}
        </Typography>
        {step === 'application' && (
          <ApplicationStep
            applications={apps}
            error={applications.isError ? text.apiError(applications.error) : undefined}
            value={draft.clientId}
            onChange={(app) => setDraft(chooseApplication(draft, app))}
          />
        )}
        {step === 'details' && (
          <DetailsStep
            draft={draft}
            versions={versions}
            exists={exists}
            filter={filter}
            touched={touched}
            onDraft={setDraft}
            onFilter={setFilter}
            onTouch={(field) => setTouched((s) => new Set(s).add(field))}
          />
        )}
        {step === 'summary' && <SummaryStep draft={draft} event={event} />}
        {step === 'credentials' && created && <CredentialsStep created={created} />}
        <WizardFooter
          step={step}
          canNext={canNext}
          busy={create.isPending}
          subscriptionTrn={created?.subscription.subscriptionTrn}
          onBack={back}
          onDone={onClose}
        />
      </PageContainer>
    </Dialog>
  );
}
