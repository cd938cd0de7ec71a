import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkForm, FORM_MESSAGES, sortedFields, type FormDefinition } from '@spesa/domain';
import { requestLogin, useCurrentUser } from '../../../../lib/auth';
import { uuid } from '../../../../lib/uuid';
import { useFormDefinition, useSubmitForm, type FormRefusal } from '../../api/formApi';
import { t } from '../../i18n';
import { FileField } from './FileField';
import { FormFieldInput } from './FormFieldInput';
import { initialValues, valuesToSend, type FormPageData, type FormState } from './form-values';

/**
 * A form from the content service (spec: dynamic form page). Checked here with the same rules
 * the server applies; on success the server's message shows and the form is reset and hidden.
 * A login-only form is not shown to visitors: they are asked to log in.
 */
export function DynamicForm({ slug, page }: { slug: string; page: FormPageData['page'] }) {
  const { user, isLoggedIn, isPending: userPending } = useCurrentUser();
  const definition = useFormDefinition(slug, user?.userId ?? -1);
  if (definition.isPending || userPending) return <Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />;
  if (!definition.data) return null;
  if (definition.data.settings.login_required && !isLoggedIn)
    return (
      <Alert
        severity="info"
        sx={{ mt: 3 }}
        action={
          <Button color="inherit" onClick={requestLogin}>
            {t('content.form.login')}
          </Button>
        }
      >
        {t('content.form.loginRequired')}
      </Alert>
    );
  return <FilledForm key={`${slug}:${user?.userId ?? -1}`} form={definition.data} data={{ user, page }} />;
}

function FilledForm({ form, data }: { form: FormDefinition; data: FormPageData }) {
  const titleId = useId();
  const [values, setValues] = useState<FormState>(() => initialValues(form.fields, data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // One key per filled-in form: a double click or a retry is stored once.
  const key = useRef(uuid());
  const bannerRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const submit = useSubmitForm();
  const fields = sortedFields(form.fields);
  const submitLabel = fields.find((f) => f.type === 'submit')?.label || t('content.form.send');

  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const set = (k: string, v: FormState[string]) => {
    setValues((old) => ({ ...old, [k]: v }));
    const { [k]: _gone, ...rest } = errors;
    setErrors(rest);
    // Every flagged field put right: the banner has nothing left to say.
    if (Object.keys(rest).length === 0) setBanner(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const toSend = valuesToSend(values);
    const check = checkForm(form.fields, toSend);
    if (Object.keys(check.errors).length > 0) {
      setErrors(check.errors);
      setBanner(FORM_MESSAGES.invalid);
      return;
    }
    const answer = await submit.mutateAsync({ formId: form.id, key: key.current, values: toSend });
    if (!answer.success) {
      const refusal = answer.data as FormRefusal;
      setErrors(refusal.errors ?? {});
      setBanner(refusal.message);
      return;
    }
    setSent((answer.data as { message: string }).message || FORM_MESSAGES.success);
    setValues(initialValues(form.fields, data));
    setErrors({});
    setBanner(null);
    key.current = uuid();
  };

  if (sent)
    return (
      <Box sx={{ mt: 3 }}>
        <Alert severity="success" ref={doneRef} tabIndex={-1} role="status">
          {sent}
        </Alert>
        <Button sx={{ mt: 2 }} onClick={() => setSent(null)}>
          {t('content.form.sentAgain')}
        </Button>
      </Box>
    );

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ mt: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {form.settings.title}
      </Typography>
      {banner && (
        <Alert severity="error" ref={bannerRef} tabIndex={-1} sx={{ mb: 2 }}>
          {banner}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        spacing={2.5}
        aria-labelledby={titleId}
      >
        {fields.map((field) =>
          field.type === 'file_upload' ? (
            <FileField
              key={field.key}
              formId={form.id}
              field={field}
              value={(values[field.key] as string[] | undefined) ?? []}
              onChange={(tokens) => set(field.key, tokens)}
              error={errors[field.key]}
            />
          ) : (
            <FormFieldInput
              key={field.key}
              field={field}
              value={values[field.key]}
              onChange={(v) => set(field.key, v)}
              error={errors[field.key]}
            />
          ),
        )}
        <Typography variant="body2" color="text.secondary">
          * {t('content.form.required')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
            {submit.isPending ? t('content.form.sending') : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
