import { EditorList } from './EditorList';
import { FormEditor } from './FormEditor';
import { useForms, type EditableForm } from './editorApi';

/** The dynamic forms: the list, and one form open in the editor. */
export function FormsEditor() {
  return (
    <EditorList<EditableForm>
      query={useForms()}
      label="Moduli"
      newLabel="Nuovo modulo"
      row={(f) => ({
        key: f.id,
        primary: f.settings.title,
        secondary: `${f.slug} · ${f.fields.length} campi · a ${f.mail_to}`,
      })}
      editor={(form, open, close) => <FormEditor form={form} onSaved={open} onDeleted={close} />}
    />
  );
}
