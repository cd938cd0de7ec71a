import type { Generated } from 'kysely';

// The content module's tables (migrations 0015 and 0016). Only modules/content reads or writes them.

export type PostType = 'post' | 'recipe' | 'offerta' | 'page' | 'ux_block' | 'slider';
export type PostStatus = 'publish' | 'draft' | 'future';

export interface ContentPostTable {
  post_id: Generated<number>;
  post_type: PostType;
  slug: string;
  status: PostStatus;
  title: string;
  /** Sanitised HTML. */
  content_html: string;
  excerpt_html: string;
  featured_image_url: string | null;
  /** WordPress's `date`: when it is (or will be) published; UTC ISO. */
  published_at: string;
  modified_at: string;
  testo_validit: string | null;
  seo_title: string | null;
  seo_description: string | null;
  recipe_cook_time: number | null;
  recipe_cook_time_text: string | null;
  rating_tenths: number | null;
  valid_from: string | null;
  valid_to: string | null;
  menu_order: Generated<number>;
  extra_json: Generated<string>;
}

export interface ContentTermTable {
  term_id: Generated<number>;
  taxonomy: string;
  slug: string;
  name: string;
}

export interface ContentPostTermTable {
  post_id: number;
  term_id: number;
}

export interface ContentMenuTable {
  menu_id: Generated<number>;
  location: string;
  name: string;
  items_json: string;
  modified_at: string;
}

export interface ContentFormTable {
  form_id: Generated<number>;
  slug: string;
  settings_json: string;
  fields_json: string;
  mail_to: string;
  login_required: Generated<number>;
  modified_at: string;
}

export interface FormSubmissionTable {
  submission_id: Generated<number>;
  form_id: number;
  client_key: string;
  user_id: number | null;
  values_json: string;
  created_at: string;
}

export interface FormUploadTable {
  upload_id: Generated<number>;
  token: string;
  form_id: number;
  field_key: string;
  original_name: string;
  mime: string;
  size_bytes: number;
  submission_id: number | null;
  created_at: string;
  /** Who sent the file (migration 0028): `u:<userId>` or `s:<session id>`; only they may claim it. */
  uploader: string | null;
}
