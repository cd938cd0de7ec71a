import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormDefinition } from '@spesa/domain';
import { ajaxPost, contentGet, queryKeys } from '../../../lib/api';

/** get_mail_pars: the form as this shopper sees it (never from the shared cache). */
export function useFormDefinition(slug: string, userId: number) {
  return useQuery({
    queryKey: queryKeys.content.form(slug, userId),
    queryFn: ({ signal }) =>
      contentGet<FormDefinition>(
        'spesa/v1/forms/get_mail_pars',
        { form_id: slug },
        { signal, cache: false },
      ).then((p) => p.data),
    enabled: slug !== '',
  });
}

export interface FormRefusal {
  code?: string;
  message: string;
  errors?: Record<string, string>;
}
export interface UploadedFile {
  token: string;
  name: string;
  size: number;
  type: string;
}

/** Sends the values (admin-ajax.php, action spesa_form_submit) once per `key`. */
export function useSubmitForm() {
  return useMutation({
    mutationFn: (input: { formId: number; key: string; values: Record<string, unknown> }) =>
      ajaxPost<{ message: string } | FormRefusal>(
        new URLSearchParams({
          action: 'spesa_form_submit',
          form_id: String(input.formId),
          key: input.key,
          values: JSON.stringify(input.values),
        }),
      ),
  });
}

/** Uploads one file for a file field; the fields go before the file (the server reads them first). */
export function uploadFormFile(formId: number, field: string, file: File) {
  const body = new FormData();
  body.append('action', 'spesa_form_upload');
  body.append('form_id', String(formId));
  body.append('field', field);
  body.append('file', file);
  return ajaxPost<UploadedFile | FormRefusal>(body);
}
