import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

async function warehousesAndStores(db: K) {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('warehouse')
    .addColumn('warehouse_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('store')
    .addColumn('store_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouse.warehouse_id'))
    .execute();
}

async function categories(db: K) {
  await db.schema
    .createTable('category')
    .addColumn('category_id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('category.category_id'))
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('tree'))
    .addColumn('seo_title', 'varchar(300)')
    .addColumn('seo_description', 'text')
    .addColumn('icon', 'varchar(300)')
    .addColumn('layout_json', 'text')
    .execute();
  await db.schema.createIndex('category_parent_idx').on('category').columns(['parent_id', 'position']).execute();
  await db.schema
    .createTable('category_block')
    .addColumn('category_block_id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.category_id'))
    .addColumn('template_cod_int', 'varchar(100)', (c) => c.notNull())
    .addColumn('mode_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('metadata_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('category_block_category_idx').on('category_block').columns(['category_id', 'position']).execute();
  await db.schema
    .createTable('category_proposal')
    .addColumn('proposal_id', 'integer', (c) => c.primaryKey())
    .addColumn('category_block_id', 'integer', (c) => c.notNull().references('category_block.category_block_id'))
    .addColumn('type_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('descr', 'text')
    .addColumn('content', 'text')
    .addColumn('img', 'varchar(500)')
    .addColumn('img_alt', 'varchar(300)')
    .addColumn('img_description', 'text')
    .addColumn('category_proposed_id', 'integer', (c) => c.references('category.category_id'))
    .addColumn('clickable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('link', 'varchar(500)')
    .addColumn('proposal_url', 'varchar(500)')
    .addColumn('proposal_url_type', 'varchar(50)')
    .addColumn('metadata_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('category_proposal_block_idx').on('category_proposal').columns(['category_block_id', 'priority']).execute();
}

async function products(db: K) {
  await db.schema
    .createTable('vendor')
    .addColumn('vendor_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .execute();
  let t = db.schema
    .createTable('product')
    .addColumn('product_id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('short_descr', 'varchar(500)')
    .addColumn('descr', 'text')
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendor.vendor_id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.category_id'))
    .addColumn('cod_int', 'varchar(50)', (c) => c.notNull())
    .addColumn('cod_var', 'varchar(50)', (c) => c.notNull())
    .addColumn('barcode', 'varchar(20)', (c) => c.notNull())
    .addColumn('tipologia', 'varchar(20)', (c) => c.notNull())
    .addColumn('iva_pct', 'integer', (c) => c.notNull());
  for (const col of ['qty_mult_milli', 'qty_locked', 'multi_pack', 'is_surgelato', 'is_new', 'popularity']) {
    t = t.addColumn(col, 'integer', (c) => c.notNull().defaultTo(col === 'qty_mult_milli' ? 1000 : col === 'multi_pack' ? 1 : 0));
  }
  for (const col of [
    'step_selling_milli',
    'weight_selling_milli',
    'min_acq_milli',
    'max_acq_milli',
    'product_class_rule_max_milli',
    'logistic_pallet_items',
    'logistic_packaging_items',
    'net_content_milli',
  ]) {
    t = t.addColumn(col, 'integer');
  }
  await t
    .addColumn('weight_unit_selling', 'varchar(10)')
    .addColumn('weight_unit_base', 'varchar(10)')
    .addColumn('unit_selling', 'varchar(10)')
    .addColumn('content_unit', 'varchar(10)', (c) => c.notNull().defaultTo('pz'))
    .addColumn('weight_description', 'varchar(100)')
    .addColumn('extended_description', 'text')
    .addColumn('ingredients', 'text')
    .addColumn('allergens', 'text')
    .addColumn('storage', 'text')
    .addColumn('nutrition_json', 'text')
    .addColumn('media_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_vendor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_descr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_category_idx').on('product').columns(['category_id', 'popularity']).execute();
  await db.schema.createIndex('product_barcode_idx').on('product').column('barcode').execute();
  await db.schema.createIndex('product_vendor_idx').on('product').column('vendor_id').execute();
  await db.schema.createIndex('product_codint_idx').on('product').columns(['cod_int', 'cod_var']).unique().execute();
}

async function productExtras(db: K) {
  await db.schema
    .createTable('product_class')
    .addColumn('product_class_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('icon_source', 'varchar(300)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('product_product_class')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
    .addColumn('product_class_id', 'integer', (c) => c.notNull().references('product_class.product_class_id'))
    .addPrimaryKeyConstraint('product_product_class_pk', ['product_id', 'product_class_id'])
    .execute();
  await db.schema.createIndex('ppc_class_idx').on('product_product_class').columns(['product_class_id', 'product_id']).execute();
  await db.schema
    .createTable('product_warehouse')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouse.warehouse_id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('standard_price_cents', 'integer')
    .addColumn('available_milli', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_warehouse_pk', ['product_id', 'warehouse_id'])
    .execute();
  await db.schema.createIndex('pw_warehouse_idx').on('product_warehouse').columns(['warehouse_id', 'product_id']).execute();
  await db.schema
    .createTable('warehouse_promo')
    .addColumn('warehouse_promo_id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
    .addColumn('warehouse_id', 'integer', (c) => c.references('warehouse.warehouse_id'))
    .addColumn('warehouse_promo_type_id', 'integer', (c) => c.notNull())
    .addColumn('header', 'varchar(200)')
    .addColumn('body', 'varchar(200)')
    .addColumn('footer', 'varchar(200)')
    .addColumn('css_class', 'varchar(100)')
    .addColumn('selectable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('selectable_promo_text', 'varchar(300)')
    .addColumn('discount_cents', 'integer')
    .addColumn('discount_perc', 'integer')
    .addColumn('validity_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('expire_date', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promo_product_idx').on('warehouse_promo').columns(['product_id', 'warehouse_id']).execute();
  await db.schema
    .createTable('product_option')
    .addColumn('product_option_id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
    .addColumn('parameter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('options_json', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_option_product_idx').on('product_option').column('product_id').execute();
  await db.schema
    .createTable('product_affinity')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
    .addColumn('other_product_id', 'integer', (c) => c.notNull().references('product.product_id'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_affinity_pk', ['product_id', 'other_product_id'])
    .execute();
}

/** Full-text index: FTS5 on SQLite, a weighted tsvector with GIN on PostgreSQL (decision 0003). */
async function searchIndex(db: K, dialect: 'sqlite' | 'postgres') {
  await db.schema
    .createTable('search_term')
    .addColumn('term', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('df', 'integer', (c) => c.notNull())
    .addColumn('word', 'varchar(100)', (c) => c.notNull())
    .execute();
  if (dialect === 'sqlite') {
    // Contentless-delete FTS5 table keyed by product_id; the text is already normalised and stemmed.
    await sql`create virtual table product_fts using fts5(name, vendor, descr, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(db);
  } else {
    await sql`alter table product add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', search_name), 'A') ||
      setweight(to_tsvector('simple', search_vendor), 'B') ||
      setweight(to_tsvector('simple', search_descr), 'C')) stored`.execute(db);
    await sql`create index product_search_idx on product using gin (search_vector)`.execute(db);
  }
}

export const m0001Catalogue: SpesaMigration = {
  name: '0001_catalogue',
  async up(db, dialect) {
    await warehousesAndStores(db);
    await categories(db);
    await products(db);
    await productExtras(db);
    await searchIndex(db, dialect);
  },
};
