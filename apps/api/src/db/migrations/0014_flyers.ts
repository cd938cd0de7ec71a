import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

/**
 * Weekly flyers (decision 0049): a flyer with its validity and store, its media (format type 12
 * is the cover), its pages as images, and the product hotspots on each page. Hotspot boxes are
 * integer thousandths of the page's width and height, so they fit whatever size the image is
 * shown at. Everything here belongs to the flyers module.
 */
export const m0014Flyers: SpesaMigration = {
  name: '0014_flyers',
  async up(db: K, _dialect: Dialect) {
    await db.schema
      .createTable('leaflet')
      .addColumn('leaflet_id', 'integer', (c) => c.primaryKey())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('descr', 'text')
      .addColumn('base_location', 'varchar(200)')
      // null: the flyer is valid in every store; else only for this warehouse's stores.
      .addColumn('warehouse_id', 'integer', (c) => c.references('warehouse.warehouse_id'))
      .addColumn('validity_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('expire_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('page_width', 'integer', (c) => c.notNull())
      .addColumn('page_height', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('leaflet_validity_idx').on('leaflet').columns(['expire_date', 'validity_date']).execute();

    await db.schema
      .createTable('leaflet_media')
      .addColumn('leaflet_id', 'integer', (c) => c.notNull().references('leaflet.leaflet_id').onDelete('cascade'))
      .addColumn('format_type_id', 'integer', (c) => c.notNull())
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('alt', 'varchar(300)')
      .addPrimaryKeyConstraint('leaflet_media_pk', ['leaflet_id', 'format_type_id'])
      .execute();

    await db.schema
      .createTable('leaflet_page')
      .addColumn('leaflet_id', 'integer', (c) => c.notNull().references('leaflet.leaflet_id').onDelete('cascade'))
      .addColumn('page_number', 'integer', (c) => c.notNull())
      .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)')
      .addPrimaryKeyConstraint('leaflet_page_pk', ['leaflet_id', 'page_number'])
      .execute();

    await db.schema
      .createTable('leaflet_hotspot')
      .addColumn('leaflet_id', 'integer', (c) => c.notNull())
      .addColumn('page_number', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('x_milli', 'integer', (c) => c.notNull())
      .addColumn('y_milli', 'integer', (c) => c.notNull())
      .addColumn('w_milli', 'integer', (c) => c.notNull())
      .addColumn('h_milli', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('leaflet_hotspot_pk', ['leaflet_id', 'page_number', 'position'])
      .addForeignKeyConstraint(
        'leaflet_hotspot_page_fk',
        ['leaflet_id', 'page_number'],
        'leaflet_page',
        ['leaflet_id', 'page_number'],
        (c) => c.onDelete('cascade'),
      )
      .execute();
    // A product appears once per flyer: the list view and product-search count it once.
    await db.schema
      .createIndex('leaflet_hotspot_product_idx')
      .on('leaflet_hotspot')
      .columns(['leaflet_id', 'product_id'])
      .unique()
      .execute();
  },
};
