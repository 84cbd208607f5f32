/** Where the wizard is: Application, Details, Summary, Credentials (labels under the icons, so 360 px fits). */
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from '../../../../shared/i18n';

export const WIZARD_STEPS = ['application', 'details', 'summary', 'credentials'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function WizardStepper({ step }: { step: WizardStep }) {
  const { t } = useTranslation('event-subscriptions');
  const active = WIZARD_STEPS.indexOf(step);
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={t('wizard.progress')}
      sx={{ '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
    >
      {WIZARD_STEPS.map((s, i) => (
        <Step key={s} completed={i < active}>
          <StepLabel aria-current={i === active ? 'step' : undefined}>{t(`wizard.stepLabels.${s}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
