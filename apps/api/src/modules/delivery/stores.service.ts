import type { DeliveryService, Store } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { toDeliveryService } from './delivery.mappers.js';
import { nearestFirst, type Point } from './proximity.rules.js';
import { allServices, storeServiceLinks } from './services.repository.js';
import { locatedStores, storeById, type StoreRow } from './stores.repository.js';

const WEEKDAY_NAMES = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'];

/** Opening hours JSON ({ "1": ["08:00-13:00", "15:00-20:00"], ... }) as seven days, Monday first. */
export function openingDays(json: string | null): Store['openingHours'] {
  let byDay: Record<string, unknown> = {};
  try {
    byDay = json ? (JSON.parse(json) as Record<string, unknown>) : {};
  } catch {
    // A malformed value shows the store as closed rather than failing the whole list.
  }
  return WEEKDAY_NAMES.map((name, i) => {
    const raw = byDay[String(i + 1)];
    const hours = (Array.isArray(raw) ? raw : [])
      .map((r) => /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(String(r)))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ open: m[1], close: m[2] }));
    return { weekday: i + 1, name, hours, closed: hours.length === 0 };
  });
}

export interface StoreListQuery {
  serviceIds?: number[];
  point?: Point;
  orderBy: 'name' | 'distance';
}

/** Stores, the store locator (nearest first) and the warehouse of a place. */
export class StoresService {
  async list(db: DbOrTx, q: StoreListQuery): Promise<Store[]> {
    const rows = await locatedStores(db, q.serviceIds);
    const ordered =
      q.point && q.orderBy === 'distance' ? nearestFirst(rows, q.point) : withDistance(rows, q.point);
    return this.toStores(db, ordered);
  }

  async view(db: DbOrTx, storeId: number): Promise<Store> {
    const row = await storeById(db, storeId);
    if (!row) throw new AppError('STORE_NOT_FOUND');
    return (await this.toStores(db, [row]))[0];
  }

  /** warehouse/find-by-coordinates: the warehouse of the nearest store within `distance` metres. */
  async warehouseNear(db: DbOrTx, point: Point, distance: number) {
    const [nearest] = nearestFirst(await locatedStores(db), point, distance);
    if (!nearest) return { warehouse: null };
    return {
      warehouse: {
        warehouseId: nearest.warehouse_id,
        storeId: nearest.store_id,
        storeName: nearest.name,
        distance: nearest.distance,
      },
    };
  }

  private async toStores(db: DbOrTx, rows: ReadonlyArray<StoreRow & { distance?: number }>): Promise<Store[]> {
    const services = await allServices(db);
    const links = await storeServiceLinks(
      db,
      rows.map((r) => r.store_id),
    );
    return rows.map((r) => {
      const deliveryServices: DeliveryService[] = services.flatMap((s) => {
        const link = links.find(
          (l) => l.store_id === r.store_id && l.delivery_service_id === s.delivery_service_id,
        );
        return link ? [toDeliveryService(s, s.show_tab === 1 && link.show_tab === 1)] : [];
      });
      return {
        storeId: r.store_id,
        name: r.name,
        warehouseId: r.warehouse_id,
        addressId: r.address_id,
        address1: r.address1,
        addressNumber: r.address_number,
        city: r.city,
        province: r.province,
        postalcode: r.postalcode,
        latitude: r.latitude,
        longitude: r.longitude,
        phone: r.phone,
        openingHours: openingDays(r.opening_hours_json),
        deliveryServices,
        ...(r.distance !== undefined ? { distance: r.distance } : {}),
      };
    });
  }
}

/** Keeps the order; adds distances when a point is known (ordering by name around a point). */
function withDistance(rows: StoreRow[], point?: Point): Array<StoreRow & { distance?: number }> {
  if (!point) return rows;
  const byId = new Map(nearestFirst(rows, point).map((r) => [r.store_id, r.distance]));
  return rows.map((r) => ({ ...r, distance: byId.get(r.store_id) }));
}
