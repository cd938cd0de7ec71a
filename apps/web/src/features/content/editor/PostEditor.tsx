import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ContentHtml } from '../components/ContentHtml';
import { plainTitle } from '../components/ContentArticle';
import { RichTextEditor } from './RichTextEditor';
import { EditorForm } from './EditorList';
import { previewHtml } from './preview-html';
import { ImageField } from './ImageUpload';
import { SlidesEditor } from './SlidesEditor';
import { IngredientsEditor, newIngredient, type IngredientRow } from './IngredientsEditor';
import {
  useDeletePost,
  useForms,
  useSavePost,
  type EditablePost,
  type EditorBase,
  type PostFields,
  type WpFailure,
} from './editorApi';

const STATUS_LABEL = { draft: 'Bozza', publish: 'Pubblicato', future: 'Programmato' } as const;
/** The API's parameter names as the form labels them. */
const FIELD_NAMES: Record<string, string> = {
  title: 'Titolo',
  slug: 'Slug',
  featured_image_url: 'Immagine in evidenza',
  valid_from: 'Valido dal',
  valid_to: 'Valido fino al',
  slides: 'Slide',
  spesa_form: 'Modulo',
  date: 'Data di pubblicazione',
  recipe_ingredients: 'Ingredienti',
  recipe_steps: 'Preparazione',
};

/** The form's fields: a recipe's ingredients as rows the editor can move (decision 0107). */
type FormFields = Omit<PostFields, 'recipe_ingredients'> & { recipe_ingredients: IngredientRow[] };

/** '2026-11-20T09:00:00' (Rome) for an <input type="datetime-local">. */
const localInput = (wpDate: string | undefined) => (wpDate ? wpDate.slice(0, 16) : '');

function fieldsOf(post: EditablePost | null): FormFields {
  return {
    title: post ? plainTitle(post.title.rendered) : '',
    slug: post?.slug,
    content: post?.content.rendered ?? '',
    status: post?.status ?? 'draft',
    date: post ? localInput(post.date) : '',
    testo_validit: post?.testo_validit ?? '',
    meta: { seo_title: post?.meta.seo_title ?? '', seo_description: post?.meta.seo_description ?? '' },
    featured_image_url: post?.featured_image_url ?? '',
    spesa_form: post?.spesa_form ?? '',
    valid_from: post?.valid_from ?? '',
    valid_to: post?.valid_to ?? '',
    slides: post?.slides ?? [],
    recipe_ingredients: (post?.recipe_ingredients ?? []).map((i) =>
      newIngredient(i.text, i.product_ids ?? []),
    ),
    recipe_steps: post?.recipe_steps ?? [],
  };
}

/**
 * What each kind of content sends: a slider its slides and days, a page its form, news a picture,
 * a recipe its ingredients and its steps (both together, the steps as they were: decision 0107).
 */
function payloadFor(base: EditorBase, f: FormFields): PostFields {
  const {
    featured_image_url,
    spesa_form,
    valid_from,
    valid_to,
    slides,
    recipe_ingredients,
    recipe_steps,
    ...common
  } = f;
  const picture = { featured_image_url: featured_image_url || null };
  if (base === 'sliders')
    return { ...common, valid_from: valid_from || null, valid_to: valid_to || null, slides };
  if (base === 'ux-blocks') return common;
  if (base === 'recipe')
    return {
      ...common,
      ...picture,
      // A row left wholly empty is no ingredient; one with products but no text is refused.
      recipe_ingredients: recipe_ingredients
        .filter((i) => i.text.trim() || i.product_ids.length > 0)
        .map((i) => ({ text: i.text.trim(), product_ids: i.product_ids })),
      recipe_steps: recipe_steps ?? [],
    };
  return { ...common, ...picture, ...(base === 'pages' && { spesa_form }) };
}

/** The Rome wall-clock time typed in the form as an ISO instant (Europe/Rome is UTC+1 or +2). */
function romeToIso(local: string): string | undefined {
  if (!local) return undefined;
  const guess = new Date(`${local}:00Z`);
  const rome = new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Rome' }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (rome.getTime() - utc.getTime())).toISOString();
}

/** One post, page or recipe: write, preview, save as draft, publish now or on a date, unpublish. */
export function PostEditor({
  base,
  post,
  onSaved,
  onDeleted,
}: {
  base: EditorBase;
  post: EditablePost | null;
  onSaved: (p: EditablePost) => void;
  onDeleted: () => void;
}) {
  const [fields, setFields] = useState<FormFields>(() => fieldsOf(post));
  const [preview, setPreview] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSavePost(base);
  const remove = useDeletePost(base);
  const forms = useForms();
  const extras = base !== 'sliders' && base !== 'ux-blocks';
  const set = <K extends keyof FormFields>(k: K, v: FormFields[K]) => setFields((f) => ({ ...f, [k]: v }));

  const submit = async (status: PostFields['status']) => {
    setBusy(true);
    const date = status === 'future' || fields.date ? romeToIso(fields.date ?? '') : undefined;
    const res = await save(post?.id ?? null, {
      ...payloadFor(base, fields),
      status,
      date,
      slug: fields.slug || undefined,
    });
    setBusy(false);
    if (!res.ok) {
      const failure = res.data as WpFailure;
      const params = failure.data?.params
        ? ` (${Object.entries(failure.data.params)
            .map(([k, v]) => `${FIELD_NAMES[k] ?? k}: ${v}`)
            .join('; ')})`
        : '';
      return setMessage({ ok: false, text: `${failure.message}${params}` });
    }
    const saved = res.data as EditablePost;
    setFields(fieldsOf(saved));
    setMessage({ ok: true, text: `Salvato: ${STATUS_LABEL[saved.status]}` });
    onSaved(saved);
  };
  const destroy = async () => {
    if (!post || !window.confirm(`Eliminare definitivamente "${fields.title}"?`)) return;
    setBusy(true);
    const res = await remove(post.id);
    setBusy(false);
    if (res.ok) return onDeleted();
    setMessage({ ok: false, text: (res.data as WpFailure).message });
  };

  return (
    <EditorForm label="Modifica contenuto" message={message} onSubmit={() => void submit(fields.status)}>
      <TextField
        label="Titolo"
        required
        value={fields.title}
        onChange={(e) => set('title', e.target.value)}
      />
      <TextField
        label="Slug (indirizzo)"
        value={fields.slug ?? ''}
        onChange={(e) => set('slug', e.target.value)}
        helperText="Vuoto: ricavato dal titolo"
      />
      <RichTextEditor label="Testo" value={fields.content} onChange={(html) => set('content', html)} />
      {extras && (
        <ImageField
          label="Immagine in evidenza"
          value={fields.featured_image_url ?? ''}
          onChange={(url) => set('featured_image_url', url)}
        />
      )}
      {base === 'pages' && (
        <TextField
          select
          label="Modulo sotto il testo"
          value={fields.spesa_form ?? ''}
          onChange={(e) => set('spesa_form', e.target.value)}
        >
          <MenuItem value="">Nessuno</MenuItem>
          {(forms.data ?? []).map((f) => (
            <MenuItem key={f.slug} value={f.slug}>
              {f.settings.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {base === 'sliders' && (
        <SlidesEditor
          validFrom={fields.valid_from ?? ''}
          validTo={fields.valid_to ?? ''}
          slides={fields.slides ?? []}
          onChange={(change) => setFields((f) => ({ ...f, ...change }))}
        />
      )}
      {base === 'recipe' && (
        <IngredientsEditor
          ingredients={fields.recipe_ingredients}
          onChange={(rows) => set('recipe_ingredients', rows)}
        />
      )}
      {extras && (
        <>
          <TextField
            label="Testo di validità"
            value={fields.testo_validit}
            onChange={(e) => set('testo_validit', e.target.value)}
          />
          <TextField
            label="Titolo SEO"
            value={fields.meta.seo_title}
            onChange={(e) => set('meta', { ...fields.meta, seo_title: e.target.value })}
          />
          <TextField
            label="Descrizione SEO"
            multiline
            minRows={2}
            value={fields.meta.seo_description}
            onChange={(e) => set('meta', { ...fields.meta, seo_description: e.target.value })}
          />
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Stato"
          value={fields.status}
          onChange={(e) => set('status', e.target.value as PostFields['status'])}
          sx={{ minWidth: 180 }}
        >
          {Object.entries(STATUS_LABEL).map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Data di pubblicazione"
          type="datetime-local"
          value={fields.date ?? ''}
          onChange={(e) => set('date', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Nel futuro: il contenuto esce da solo a quell'ora"
        />
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Salva
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void submit('publish')}>
          Pubblica ora
        </Button>
        {post?.status !== 'draft' && post && (
          <Button color="inherit" disabled={busy} onClick={() => void submit('draft')}>
            Ritira
          </Button>
        )}
        <Button onClick={() => setPreview((p) => !p)} aria-expanded={preview}>
          Anteprima
        </Button>
        {post && (
          <Button color="error" disabled={busy} onClick={() => void destroy()}>
            Elimina
          </Button>
        )}
      </Box>
      {preview && (
        <Box
          component="section"
          aria-label="Anteprima"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
            {fields.title}
          </Typography>
          {fields.testo_validit && (
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'secondary.dark', mb: 1 }}>
              {fields.testo_validit}
            </Typography>
          )}
          <ContentHtml html={previewHtml(fields.content)} />
        </Box>
      )}
    </EditorForm>
  );
}
