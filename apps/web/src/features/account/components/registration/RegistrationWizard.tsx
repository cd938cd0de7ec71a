import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { displayName } from '../../../../lib/auth';
import { notify } from '../../../../lib/events';
import {
  socialUserDetailQuery,
  useCheckCard,
  useCheckEmail,
  useRegisterUser,
} from '../../api/registrationApi';
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
import type { CardStepValues, CredentialsStepValues } from '../../schemas/registrationSchemas';
import type { ServerError } from './useServerError';

const STEPS = ['card', 'personal', 'credentials', 'consents'] as const;

/**
 * Sign-up in four steps (MUI Stepper). Each step validates its own fields live; the card step
 * asks the server whether card and tax code match, the credentials step whether the e-mail is
 * free (decision 0040), so those refusals come where the data was typed. The account is created
 * only at the end, and a server refusal then takes the user back to the step of its field.
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
  const register = useRegisterUser({
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

  // A refusal of a step's own check stays on that step, as its field's or its general message.
  const refuse = (at: number, e: unknown, fieldMap: Record<string, string> = {}) => {
    const code = isApiError(e) ? e.code : null;
    const blamed = code?.startsWith('CARD_') ? null : errorField(e);
    const field = blamed ? (fieldMap[blamed] ?? blamed) : null;
    setServerError({ step: at, error: { field, message: errorText(e, t('common.genericError')) } });
  };
  const checkCard = useCheckCard();
  const checkEmail = useCheckEmail();

  function cardDone(card: CardStepValues) {
    const next = () => {
      save('card', card);
      save('personal', personalFromCard(card, values.personal));
      go(1);
    };
    if (card.hasCard !== 'yes') return next();
    setServerError(null);
    checkCard.mutate(
      { cardCode: card.cardCode.trim(), holderCode: card.holderCode.trim().toUpperCase() },
      { onSuccess: next, onError: (e) => refuse(0, e, { fiscalCode: 'holderCode' }) },
    );
  }

  function credentialsDone(credentials: CredentialsStepValues) {
    save('credentials', credentials);
    setServerError(null);
    checkEmail.mutate(credentials.email.trim(), { onSuccess: () => go(3), onError: (e) => refuse(2, e) });
  }

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
          busy={checkCard.isPending}
          onNext={cardDone}
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
          busy={checkEmail.isPending}
          onNext={credentialsDone}
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
