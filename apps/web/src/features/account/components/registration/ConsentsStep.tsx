import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRegistrationDisclaimers } from '../../api/registrationApi';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { ConsentsStepForm, type ConsentsStepProps } from './ConsentsStepForm';
import { StepHeading } from './StepHeading';

/** Step 4: the consent texts of registration-disclaimer/list; required ones must be accepted. */
export function ConsentsStep(props: ConsentsStepProps) {
  const t = useT();
  const { data: list, isError, refetch } = useRegistrationDisclaimers();
  return (
    <Box>
      <StepHeading focus={props.focusHeading}>{t('account.registration.steps.consents')}</StepHeading>
      {isError && (
        <>
          <FormMessage text={t('account.consents.loadError')} />
          <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
        </>
      )}
      {!list && !isError && <CircularProgress aria-label={t('common.loading')} />}
      {list && <ConsentsStepForm {...props} list={list} />}
    </Box>
  );
}
