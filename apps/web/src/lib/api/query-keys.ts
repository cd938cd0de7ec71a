// Every TanStack Query key of the storefront, in one registry (docs/decisions/0020): a mutation
// invalidates by these names, never by a string written again somewhere else. The first element
// is the area, so a whole area can be dropped or refreshed at once (logout drops 'account').

/**
 * Whose prices a catalogue answer carries: the warehouse of the shopper's cart, the default
 * store's for a visitor ('default'), or the cart's not known yet ('cart', the first moments of a
 * visit). Part of every catalogue key and of the HTTP cache key, so that a store change never
 * shows another warehouse's prices from a cache.
 */
export type WarehouseScope = number | 'default' | 'cart';

export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    user: ['auth', 'user'] as const,
  },

  /** The cart as cart/view answers it; whatever changes the cart invalidates this. */
  cart: { all: ['cart'] as const },

  /** Products, categories and recommendations: priced per warehouse. */
  catalogue: {
    all: ['catalogue'] as const,
    category: (w: WarehouseScope, slug: string) => ['catalogue', w, 'category', slug] as const,
    categoryById: (w: WarehouseScope, id: number) => ['catalogue', w, 'category-id', id] as const,
    categoryTree: (w: WarehouseScope) => ['catalogue', w, 'category-tree'] as const,
    products: (w: WarehouseScope, params: object) => ['catalogue', w, 'products', params] as const,
    product: (w: WarehouseScope, slug: string) => ['catalogue', w, 'product', slug] as const,
    alternatives: (w: WarehouseScope, productId: number) =>
      ['catalogue', w, 'alternatives', productId] as const,
    adv: (w: WarehouseScope, productId: number, layout: string, limit: number) =>
      ['catalogue', w, 'adv', productId, layout, limit] as const,
    suggestions: (w: WarehouseScope, q: string) => ['catalogue', w, 'suggest', q] as const,
    home: (w: WarehouseScope) => ['catalogue', w, 'home'] as const,
    tabProducts: (w: WarehouseScope, tab: string | number | undefined, limit: number) =>
      ['catalogue', w, 'tab-products', tab, limit] as const,
  },

  /** Weekly flyers: under 'catalogue', priced per warehouse like the products they show. */
  flyers: {
    search: (w: WarehouseScope) => ['catalogue', w, 'leaflets'] as const,
    view: (w: WarehouseScope, leaflet: string) => ['catalogue', w, 'leaflet', leaflet] as const,
    productSearch: (w: WarehouseScope, leaflet: string, params: object) =>
      ['catalogue', w, 'leaflet-products', leaflet, params] as const,
  },

  delivery: {
    all: ['delivery'] as const,
    homeAddresses: ['delivery', 'addresses', 'home'] as const,
    address: (id: number) => ['delivery', 'address', id] as const,
    serviceAddressesAll: ['delivery', 'service-list'] as const,
    serviceAddresses: (type: string, near: string) => ['delivery', 'service-list', type, near] as const,
    stores: ['delivery', 'stores'] as const,
    nearStores: (near: string) => ['delivery', 'stores', near] as const,
    timeslots: ['delivery', 'timeslots'] as const,
  },

  /** All under 'account' so that logout and the 419 event can drop them at once. */
  account: {
    all: ['account'] as const,
    detail: ['account', 'detail'] as const,
    mfa: ['account', 'mfa'] as const,
    identities: ['account', 'identities'] as const,
    consents: ['account', 'consents'] as const,
    fiscalPersons: ['account', 'fiscal-persons'] as const,
    disclaimers: ['account', 'registration-disclaimers'] as const,
    loginOptions: ['account', 'login-options'] as const,
    socialUser: ['account', 'social-user'] as const,
    /** Shopping lists (features/lists): under 'account', so logout drops them too. */
    lists: ['account', 'lists'] as const,
    listsIndex: ['account', 'lists', 'index'] as const,
    list: (listId: number) => ['account', 'lists', 'list', listId] as const,
    sharedList: (token: string) => ['account', 'lists', 'shared', token] as const,
  },

  /** The shopper's orders: under 'account' too, so logout and the 419 event drop them. */
  orders: {
    all: ['account', 'orders'] as const,
    list: (params: object) => ['account', 'orders', 'list', params] as const,
    detail: (orderId: number) => ['account', 'orders', 'detail', orderId] as const,
    notes: (orderId: number) => ['account', 'orders', 'notes', orderId] as const,
  },

  /** An order opened from its e-mail link (no login): outside 'account', so logout keeps it. */
  tokenOrder: (orderId: number, token: string) => ['token-order', orderId, token] as const,

  /**
   * Outside 'account' on purpose: logout and the 419 event drop 'account' queries, and dropping
   * the query a link page is watching would leave that page waiting forever.
   */
  link: (kind: string, ...params: string[]) => ['link', kind, ...params] as const,

  devOutbox: ['dev-outbox'] as const,

  /**
   * Checkout: the saved cards, and an order just placed as the confirmation page shows it. Under
   * 'account' on purpose: they are the shopper's own, and logout drops them with the rest.
   */
  checkout: {
    savedCards: ['account', 'checkout', 'saved-cards'] as const,
    order: (orderId: number) => ['account', 'checkout', 'order', orderId] as const,
    /** Whom an invoice can be made out to (decision 0059). */
    invoiceHolders: ['account', 'checkout', 'invoice-holders'] as const,
  },
  /** The content service (/p/wp-json): the same for everyone, except a form's definition. */
  content: {
    all: ['content'] as const,
    post: (base: string, slug: string) => ['content', 'post', base, slug] as const,
    list: (base: string, params: object) => ['content', 'list', base, params] as const,
    menu: (location: string) => ['content', 'menu', location] as const,
    /** Per shopper ($ordersList, login-only forms): under 'account' too would drop it at logout. */
    form: (slug: string, userId: number) => ['content', 'form', slug, userId] as const,
  },
};
