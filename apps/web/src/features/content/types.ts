// The content service's answers as the storefront reads them (WordPress REST shapes, decision 0051).

export interface WpRendered {
  rendered: string;
}

export interface RecipeIngredient {
  text: string;
  /** The catalogue products it maps to, the first the one offered (decision 0102); [] for none. */
  product_ids?: number[];
}

export interface WpPost {
  id: number;
  slug: string;
  type: string;
  date: string;
  link: string;
  title: WpRendered;
  content: WpRendered;
  excerpt: WpRendered;
  featured_image_url: string;
  testo_validit: string;
  meta: { seo_title: string; seo_description: string };
  spesa_form: string;
  recipe_cook_time?: number;
  recipe_cook_time_text?: string;
  rating?: number;
  recipe_ingredients?: RecipeIngredient[];
  recipe_steps?: string[];
}

export interface WpMenuItem {
  ID: number;
  title: string;
  url: string;
  child_items?: WpMenuItem[];
}

export interface WpMenu {
  name: string;
  items: WpMenuItem[];
}

/** The storefront route of each content type (spec: posts to news, recipe to ricette). */
export const CONTENT_KINDS = {
  page: { base: 'pages', path: '/page' },
  news: { base: 'posts', path: '/news' },
  recipe: { base: 'recipe', path: '/ricette' },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;
