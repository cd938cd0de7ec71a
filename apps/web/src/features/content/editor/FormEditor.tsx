import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkFormDefinition, FORM_MESSAGES, type FormField } from '@spesa/domain';
import { FormFieldCard } from './FormFieldCard';
import { EditorForm } from './EditorList';
import { moved } from './list-order';
import { useFormWrites, type EditableForm, type WpFailure } from './editorApi';

type Draft = Omit<EditableForm, 'id'>;

const emptyForm = (): Draft => ({
  slug: '',
  settings: { title: '', success_message: '', login_required: false },
  mail_to: '',
  fields: [{ id: 1, order: 10, key: 'invia', type: 'submit', label: 'Invia' }],
});

/** The messages of one field ('fields.2.key' -> { key }). */
function fieldErrors(errors: Record<string, string>, i: number): Record<string, string> {
  const prefix = `fields.${i}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length).split('.')[0]!, v]),
  );
}

/** One form: settings, where it mails, its fields in order; checked here as the server checks it. */
export function FormEditor({
  form,
  onSaved,
  onDeleted,
}: {
  form: EditableForm | null;
  onSaved: (f: EditableForm) => void;
  onDeleted: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => (form ? { ...form } : emptyForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const writes = useFormWrites();
  const setFields = (fields: FormField[]) => setDraft((d) => ({ ...d, fields }));
  const setSettings = (change: Partial<Draft['settings']>) =>
    setDraft((d) => ({ ...d, settings: { ...d.settings, ...change } }));

  const refuse = (found: Record<string, string>, text: string = FORM_MESSAGES.invalid) => {
    setErrors(found);
    setMessage({ ok: false, text });
  };
  const onSubmit = async () => {
    // The order shown is the order kept.
    const toSave = { ...draft, fields: draft.fields.map((f, i) => ({ ...f, order: (i + 1) * 10 })) };
    const checked = checkFormDefinition(toSave);
    if (!checked.value) return refuse(checked.errors);
    setBusy(true);
    const res = await writes.save(form?.id ?? null, toSave);
    setBusy(false);
    if (!res.ok) {
      const failure = res.data as WpFailure;
      return refuse(failure.data?.params ?? {}, failure.message);
    }
    const saved = res.data as EditableForm;
    setErrors({});
    setDraft({ ...saved });
    setMessage({ ok: true, text: 'Modulo salvato' });
    onSaved(saved);
  };
  const destroy = async () => {
    if (!form || !window.confirm(`Eliminare il modulo "${form.settings.title}"?`)) return;
    const res = await writes.remove(form.id);
    if (res.ok) return onDeleted();
    setMessage({ ok: false, text: (res.data as WpFailure).message });
  };
  const nextId = () => Math.max(0, ...draft.fields.map((f) => f.id)) + 1;

  return (
    <EditorForm label="Modifica modulo" message={message} onSubmit={() => void onSubmit()}>
      <TextField
        label="Titolo"
        required
        value={draft.settings.title}
        onChange={(e) => setSettings({ title: e.target.value })}
        error={!!errors['settings.title']}
        helperText={errors['settings.title']}
      />
      <TextField
        label="Slug (indirizzo)"
        required
        value={draft.slug}
        onChange={(e) => setDraft((d) => ({ ...d, slug: e.target.value }))}
        error={!!errors.slug}
        helperText={errors.slug ?? 'Il nome con cui una pagina mostra il modulo (es. contatti)'}
      />
      <TextField
        label="E-mail a cui inviare le richieste"
        type="email"
        required
        value={draft.mail_to}
        onChange={(e) => setDraft((d) => ({ ...d, mail_to: e.target.value }))}
        error={!!errors.mail_to}
        helperText={errors.mail_to}
      />
      <TextField
        label="Messaggio dopo l'invio"
        value={draft.settings.success_message}
        onChange={(e) => setSettings({ success_message: e.target.value })}
        helperText={`Vuoto: "${FORM_MESSAGES.success}"`}
      />
      <FormControlLabel
        control={
          <Switch
            checked={draft.settings.login_required}
            onChange={(e) => setSettings({ login_required: e.target.checked })}
          />
        }
        label="Solo per chi ha fatto l'accesso"
      />
      <Typography component="h2" variant="h6">
        Campi
      </Typography>
      {draft.fields.map((field, i) => (
        <FormFieldCard
          key={field.id}
          field={field}
          index={i}
          count={draft.fields.length}
          errors={fieldErrors(errors, i)}
          onChange={(change) => setFields(draft.fields.map((f, j) => (j === i ? { ...f, ...change } : f)))}
          onMove={(by) => setFields(moved(draft.fields, i, by))}
          onRemove={() => setFields(draft.fields.filter((_, j) => j !== i))}
        />
      ))}
      <Box>
        <Button
          onClick={() =>
            setFields([
              ...draft.fields,
              { id: nextId(), order: 0, key: `campo_${nextId()}`, type: 'textbox', label: '' },
            ])
          }
        >
          Aggiungi un campo
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Salva il modulo
        </Button>
        {form && (
          <Button color="error" disabled={busy} onClick={() => void destroy()}>
            Elimina
          </Button>
        )}
      </Box>
    </EditorForm>
  );
}
