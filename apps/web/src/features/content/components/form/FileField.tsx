import { useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import {
  FORM_MESSAGES,
  FORM_UPLOAD_MAX_BYTES,
  FORM_UPLOAD_MAX_FILES,
  uploadExtensions,
  type FormField,
} from '@spesa/domain';
import { uploadFormFile, type FormRefusal, type UploadedFile } from '../../api/formApi';
import { t } from '../../i18n';

interface Props {
  formId: number;
  field: FormField;
  /** Tokens of the uploaded files. */
  value: string[];
  onChange: (tokens: string[]) => void;
  error?: string;
}

/**
 * A file field: each chosen file is checked here (type by name, size) for a quick answer, then
 * sent at once; the server checks it again by its content and keeps it under a token, which the
 * submission then names.
 */
export function FileField({ formId, field, value, onChange, error }: Props) {
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const types = uploadExtensions(field.upload_types).filter((e) => e !== 'jpeg');
  const mb = FORM_UPLOAD_MAX_BYTES / 1024 / 1024;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setProblem(null);
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!uploadExtensions(field.upload_types).includes(ext))
      return setProblem(FORM_MESSAGES.uploadType(types.join(', ')));
    if (file.size > FORM_UPLOAD_MAX_BYTES) return setProblem(FORM_MESSAGES.uploadSize(mb));
    setBusy(file.name);
    const answer = await uploadFormFile(formId, field.key, file);
    setBusy(null);
    if (!answer.success) return setProblem((answer.data as FormRefusal).message);
    const uploaded = answer.data as UploadedFile;
    setFiles((f) => [...f, uploaded]);
    onChange([...value, uploaded.token]);
  };

  const remove = (token: string) => {
    setFiles((f) => f.filter((x) => x.token !== token));
    onChange(value.filter((v) => v !== token));
  };
  const shown = problem ?? error;
  const shownFiles = files.filter((f) => value.includes(f.token));

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {field.label}
        {field.required && <span aria-hidden> *</span>}
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={types.map((e) => `.${e}`).join(',')}
        onChange={(e) => void choose(e)}
        aria-describedby={helpId}
        aria-required={field.required || undefined}
        aria-invalid={!!shown || undefined}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        disabled={!!busy || value.length >= FORM_UPLOAD_MAX_FILES}
        tabIndex={-1}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={!!busy || value.length >= FORM_UPLOAD_MAX_FILES}
        aria-describedby={helpId}
        aria-label={busy ? undefined : `${field.label}: ${t('content.form.chooseFile')}`}
      >
        {busy ? t('content.form.uploading', { name: busy }) : t('content.form.chooseFile')}
      </Button>
      {shownFiles.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {shownFiles.map((f) => (
            <Box component="li" key={f.token} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {f.name} ({Math.ceil(f.size / 1024)} KB)
              </Typography>
              <IconButton
                size="small"
                onClick={() => remove(f.token)}
                aria-label={t('content.form.removeFile', { name: f.name })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <FormHelperText id={helpId} error={!!shown} role={shown ? 'alert' : undefined}>
        {shown ?? field.help_text ?? t('content.form.fileTypes', { types: types.join(', '), mb })}
      </FormHelperText>
    </Box>
  );
}
