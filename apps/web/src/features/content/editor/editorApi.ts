import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contentCall, queryKeys } from '../../../lib/api';
import type { FormField } from '@spesa/domain';
import type { WpPost } from '../types';

// The staff editor's calls (decision 0051): lists of any status, create and update, submissions.

export type EditorBase = 'pages' | 'posts' | 'recipe' | 'sliders' | 'ux-blocks';

export interface Slide {
  title: string;
  image: string;
  link: string;
}

export interface EditablePost extends WpPost {
  status: 'publish' | 'draft' | 'future';
  valid_from?: string | null;
  valid_to?: string | null;
  slides?: Slide[];
}

export interface PostFields {
  title: string;
  slug?: string;
  content: string;
  status: 'publish' | 'draft' | 'future';
  date?: string;
  testo_validit: string;
  meta: { seo_title: string; seo_description: string };
  featured_image_url?: string | null;
  /** Pages: the dynamic form shown below the content ('' for none). */
  spesa_form?: string;
  /** Sliders. */
  valid_from?: string | null;
  valid_to?: string | null;
  slides?: Slide[];
  /** Recipes: ingredients and steps, always sent together (decision 0107). */
  recipe_ingredients?: Array<{ text: string; product_ids: number[] }>;
  recipe_steps?: string[];
}

/** A staff read of the content service (never shared): its answer, or the refusal's message as the error. */
function useStaffRead<T>(key: string, path: string, params: object = { editor: true }) {
  return useQuery({
    queryKey: queryKeys.content.list(key, params),
    queryFn: async () => {
      const res = await contentCall<T | WpFailure>('GET', path);
      if (!res.ok) throw new Error((res.data as WpFailure).message);
      return res.data as T;
    },
  });
}

export interface WpFailure {
  code: string;
  message: string;
  data?: { params?: Record<string, string> };
}

export function useEditorList(base: EditorBase) {
  return useStaffRead<EditablePost[]>(base, `wp/v2/${base}?status=any&per_page=100`);
}

export function useSavePost(base: EditorBase) {
  const qc = useQueryClient();
  return async (id: number | null, fields: PostFields) => {
    const res = await contentCall<EditablePost | WpFailure>(
      'POST',
      id ? `wp/v2/${base}/${id}` : `wp/v2/${base}`,
      fields,
    );
    // Lists and pages of the storefront show the change at once.
    await qc.invalidateQueries({ queryKey: queryKeys.content.all });
    return res;
  };
}

export interface Submission {
  id: number;
  date: string;
  values: Record<string, unknown>;
  files: Array<{ field: string; name: string; type: string; size: number }>;
}

export function useSubmissions(form: string) {
  return useStaffRead<Submission[]>('submissions', `spesa/v1/forms/${form}/submissions?per_page=50`, {
    form,
  });
}

/** Deletes a post for good (WordPress's `force=true`: there is no trash). */
export function useDeletePost(base: EditorBase) {
  const qc = useQueryClient();
  return async (id: number) => {
    const res = await contentCall<unknown>('DELETE', `wp/v2/${base}/${id}?force=true`);
    await qc.invalidateQueries({ queryKey: queryKeys.content.all });
    return res;
  };
}

/** A picture uploaded by staff: where it is served from, or the refusal's message. */
export async function uploadImage(file: File): Promise<{ url: string } | { error: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await contentCall<{ source_url?: string; message?: string }>('POST', 'wp/v2/media', body);
  if (res.ok && res.data.source_url)
    return { url: new URL(res.data.source_url, window.location.href).pathname };
  return { error: res.data.message ?? 'Caricamento non riuscito' };
}

// ---- forms ----

export interface EditableForm {
  id: number;
  slug: string;
  settings: { title: string; success_message: string; login_required: boolean };
  mail_to: string;
  fields: FormField[];
}

export function useForms() {
  return useStaffRead<EditableForm[]>('forms', 'spesa/v1/forms');
}

/** Saves (creates when `id` is null) or deletes a form; lists are read again. */
export function useFormWrites() {
  const qc = useQueryClient();
  const after = () => qc.invalidateQueries({ queryKey: queryKeys.content.all });
  return {
    save: async (id: number | null, form: Omit<EditableForm, 'id'>) => {
      const res = await contentCall<EditableForm | WpFailure>(
        'POST',
        id ? `spesa/v1/forms/${id}` : 'spesa/v1/forms',
        form,
      );
      await after();
      return res;
    },
    remove: async (id: number) => {
      const res = await contentCall<unknown>('DELETE', `spesa/v1/forms/${id}`);
      await after();
      return res;
    },
  };
}

// ---- menus ----

export interface EditableMenuItem {
  title: string;
  url: string;
}

export interface EditableMenu {
  location: string;
  name: string;
  items: EditableMenuItem[];
}

export function useMenus() {
  return useStaffRead<EditableMenu[]>('menus', 'menus/v1/menus');
}

export function useMenuWrites() {
  const qc = useQueryClient();
  const after = () => qc.invalidateQueries({ queryKey: queryKeys.content.all });
  return {
    save: async (menu: EditableMenu) => {
      const res = await contentCall<unknown>('PUT', `menus/v1/locations/${menu.location}`, {
        name: menu.name,
        items: menu.items,
      });
      await after();
      return res;
    },
    remove: async (location: string) => {
      const res = await contentCall<unknown>('DELETE', `menus/v1/locations/${location}`);
      await after();
      return res;
    },
  };
}
