import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import type { RegisterUserInput } from '@spesa/domain';
import { isApiError } from '../../../../lib/api';
import { displayName } from '../../../../lib/auth';
import { notify } from '../../../../lib/events';
import { registerUser, socialUserDetailQuery } from '../../api/registrationApi';
import { errorField, errorText } from '../../api/result';
import { useCompleteLogin } from '../../hooks/useSession';
import { t as translate, useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { CardStep } from './CardStep';
import { CheckEmailPanel } from './CheckEmailPanel';
import { ConsentsStep } from './ConsentsStep';
import { CredentialsStep } from './CredentialsStep';
import { PersonalDataStep } from './PersonalDataStep';
import {
  EMPTY_VALUES,
  personalFromCard,
  prefillFromSocial,
  stepOfError,
  toRegisterInput,
  type WizardValues,
} from './registrationInput';
import type { ServerError } from './useServerError';

const STEPS = ['card', 'personal', 'credentials', 'consents'] as const;

/**
 * Sign-up in four steps (MUI Stepper). Each step validates its own fields live; the account is
 * created only at the end, and a server refusal takes the user back to the step of its field.
 * After a Google, Facebook or SAML login without a shop account (`?sso=1`), the provider's
 * name and e-mail prefill the form; the password stays to choose. With that same e-mail the
 * server confirms the account at once and logs the shopper in: then off to the shop.
 */
export function RegistrationWizard() {
  const t = useT();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const fromSso = useSearchParams()[0].get('sso') === '1';
  const social = useQuery(socialUserDetailQuery);
  const [step, setStep] = useState(0);
  const [moved, setMoved] = useState(false);
  const [values, setValues] = useState<WizardValues>(EMPTY_VALUES);
  const [serverError, setServerError] = useState<{ step: number; error: ServerError } | null>(null);
  const profile = social.data ?? null;
  // The provider's data fills the form once it arrives (React's "adjust state on a prop change").
  const [prefilled, setPrefilled] = useState<typeof profile>(null);
  if (profile && profile !== prefilled) {
    setPrefilled(profile);
    setValues((old) => prefillFromSocial(old, profile));
  }
  const register = useMutation({
    mutationFn: (input: RegisterUserInput) => registerUser(input),
    onSuccess: async (done) => {
      if (done.confirmationRequired) return;
      // Home first: the registration page sends a logged-in shopper to the profile.
      await navigate('/', { replace: true });
      const user = await completeLogin();
      if (user)
        notify({
          variant: 'success',
          message: translate('account.registration.welcome', { name: displayName(user) }),
        });
    },
    onError: (e) => {
      const code = isApiError(e) ? e.code : null;
      // A card refusal concerns the card and the tax code together: the step's message area.
      const field = code?.startsWith('CARD_') ? null : errorField(e);
      const target = stepOfError(field, code);
      setServerError({ step: target, error: { field, message: errorText(e, t('common.genericError')) } });
      go(target);
    },
  });

  function go(next: number) {
    // Moving on means the step's fields were fixed: its server message has served.
    if (next > step) setServerError(null);
    setMoved(true);
    setStep(next);
  }
  function save<K extends keyof WizardValues>(key: K, v: WizardValues[K]) {
    setValues((old) => ({ ...old, [key]: v }));
  }
  const errorFor = (i: number) => (serverError?.step === i ? serverError.error : null);

  if (register.isSuccess && register.data.confirmationRequired)
    return <CheckEmailPanel email={register.data.email} />;
  // The provider's data first (one quick call), so that the steps start filled in.
  if ((fromSso && social.isPending) || register.isSuccess)
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t(register.isSuccess ? 'account.sso.progress' : 'common.loading')}
      </Typography>
    );

  const withCard = values.card.hasCard === 'yes';
  return (
    <Box>
      {profile && (
        <FormMessage
          severity="info"
          text={t('account.registration.ssoNote', {
            provider: t(`account.sso.providers.${profile.provider}`),
          })}
        />
      )}
      <Stepper activeStep={step} alternativeLabel aria-hidden="true" sx={{ mb: 3, mx: { xs: -1, sm: 0 } }}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel sx={{ '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}>
              {t(`account.registration.steps.${s}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" color="text.secondary">
        {t('account.registration.stepOf', { n: step + 1, total: STEPS.length })}
      </Typography>
      {step === 0 && (
        <CardStep
          values={values.card}
          serverError={errorFor(0)}
          focusHeading={moved}
          onNext={(card) => {
            save('card', card);
            save('personal', personalFromCard(card, values.personal));
            go(1);
          }}
        />
      )}
      {step === 1 && (
        <PersonalDataStep
          values={values.personal}
          lockedByCard={withCard}
          serverError={errorFor(1)}
          focusHeading={moved}
          onBack={(personal) => {
            save('personal', personal);
            go(0);
          }}
          onNext={(personal) => {
            save('personal', personal);
            go(2);
          }}
        />
      )}
      {step === 2 && (
        <CredentialsStep
          values={values.credentials}
          serverError={errorFor(2)}
          focusHeading={moved}
          onBack={(credentials) => {
            save('credentials', credentials);
            go(1);
          }}
          onNext={(credentials) => {
            save('credentials', credentials);
            go(3);
          }}
        />
      )}
      {step === 3 && (
        <ConsentsStep
          values={values.consents}
          withCard={withCard}
          busy={register.isPending}
          serverError={errorFor(3)}
          focusHeading={moved}
          onBack={(consents) => {
            save('consents', consents);
            go(2);
          }}
          onSubmit={(consents, disclaimers) => {
            save('consents', consents);
            setServerError(null);
            register.mutate(toRegisterInput({ ...values, consents }, disclaimers));
          }}
        />
      )}
    </Box>
  );
}
