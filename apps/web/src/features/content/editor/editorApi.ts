import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contentCall, queryKeys } from '../../../lib/api';
import type { WpPost } from '../types';

// The staff editor's calls (decision 0051): lists of any status, create and update, submissions.

export type EditorBase = 'pages' | 'posts' | 'recipe';

export interface EditablePost extends WpPost {
  status: 'publish' | 'draft' | 'future';
}

export interface PostFields {
  title: string;
  slug?: string;
  content: string;
  status: 'publish' | 'draft' | 'future';
  date?: string;
  testo_validit: string;
  meta: { seo_title: string; seo_description: string };
}

export interface WpFailure {
  code: string;
  message: string;
  data?: { params?: Record<string, string> };
}

export function useEditorList(base: EditorBase) {
  return useQuery({
    queryKey: queryKeys.content.list(base, { editor: true }),
    queryFn: async () => {
      const res = await contentCall<EditablePost[] | WpFailure>(
        'GET',
        `wp/v2/${base}?status=any&per_page=100`,
      );
      if (!res.ok) throw new Error((res.data as WpFailure).message);
      return res.data as EditablePost[];
    },
  });
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
  return useQuery({
    queryKey: queryKeys.content.list('submissions', { form }),
    queryFn: async () => {
      const res = await contentCall<Submission[] | WpFailure>(
        'GET',
        `spesa/v1/forms/${form}/submissions?per_page=50`,
      );
      if (!res.ok) throw new Error((res.data as WpFailure).message);
      return res.data as Submission[];
    },
  });
}
