import {
  ADDRESS_TYPE_ID,
  DELIVERY_CODES,
  fieldRules,
  type AddressInput,
  type AddressTypeName,
  type DeliveryAddress,
  type EnvelopeMessage,
} from '@spesa/domain';
import { inTransaction, type DbOrTx, type Tx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './addresses.repository.js';
import type { CartPort } from './cart-port.js';
import {
  firstFieldError,
  homeAddressChecks,
  normalizeAddress,
  placeChecks,
  type FieldCheck,
  type NormalizedAddress,
} from './addresses.rules.js';
import { insertEnableRequest, zoneCapRanges } from './coverage.repository.js';
import {
  assessCoverage,
  coverageMessage,
  placePoint,
  type Coverage,
  type PlaceInput,
} from './coverage.rules.js';
import { toDeliveryAddress } from './delivery.mappers.js';
import { byDistance, nearestFirst, type Point } from './proximity.rules.js';
import { addressTypeIdOf, serviceOfAddressType } from './services.rules.js';

/** Enough for family, office and holiday homes; a bound keeps one account from filling the table. */
const MAX_HOME_ADDRESSES = 30;

export interface ServiceListQuery {
  addressType: AddressTypeName;
  point?: Point;
  /** Metres around `point`. */
  distance: number;
}

function assertFields(checks: readonly FieldCheck[]): void {
  const error = firstFieldError(checks);
  if (error) throw new AppError('VALIDATION_ERROR', error.message, { field: error.field });
}

const placeOf = (a: NormalizedAddress): PlaceInput => ({
  city: a.city ?? '',
  province: a.province ?? '',
  postalcode: a.postalcode ?? '',
});

/** Home addresses of the customer (create, edit, remove, coverage) and the pickup points they can choose. */
export class AddressesService {
  constructor(
    private readonly clock: Clock,
    private readonly carts: CartPort,
  ) {}

  async homeAddresses(db: DbOrTx, userId: number): Promise<DeliveryAddress[]> {
    return (await repo.homeAddressesOf(db, userId)).map(toDeliveryAddress);
  }

  /** Pickup points (drive) or lockers of stores offering the service, optionally of one store. */
  async pickupAddresses(
    db: DbOrTx,
    type: Exclude<AddressTypeName, 'home'> | undefined,
    storeId?: number,
  ): Promise<DeliveryAddress[]> {
    const filter = type
      ? { addressTypeId: addressTypeIdOf(type), serviceId: serviceOfAddressType(type) }
      : {};
    return (await repo.pickupPoints(db, { ...filter, storeId })).map(toDeliveryAddress);
  }

  /** user-address/delivery-service-list: the addresses a service can use, nearest first around a point. */
  async forService(db: DbOrTx, userId: number | null, q: ServiceListQuery): Promise<DeliveryAddress[]> {
    if (q.addressType === 'home') {
      if (userId === null) throw new AppError('NOT_LOGGED_IN');
      return this.homeAddresses(db, userId);
    }
    const type = q.addressType;
    const rows = await repo.pickupPoints(db, {
      addressTypeId: addressTypeIdOf(type),
      serviceId: serviceOfAddressType(type),
    });
    if (q.point) return nearestFirst(rows, q.point, q.distance).map(toDeliveryAddress);
    // Without a point from the client: nearest first from the shopper's own address, if known.
    const home = userId === null ? undefined : await this.shopperPoint(db, userId);
    return (home ? byDistance(rows, home) : rows).map(toDeliveryAddress);
  }

  /**
   * Where the shopper is, for ordering the stores of "Ritiro in negozio": the home address of
   * their cart, else the home address they changed last; located by its coordinates or its town
   * (coverage.rules placePoint). Undefined when they have no home address this shop can place.
   */
  private async shopperPoint(db: DbOrTx, userId: number): Promise<Point | undefined> {
    const homes = await repo.homeAddressesOf(db, userId);
    if (homes.length === 0) return undefined;
    const cart = await this.carts.findOpen(db, userId);
    const latest = [...homes].sort(
      (a, b) => b.updated_at.localeCompare(a.updated_at) || b.address_id - a.address_id,
    );
    const chosen = homes.find((h) => h.address_id === cart?.addressId) ?? latest[0]!;
    return placePoint(chosen);
  }

  async view(db: DbOrTx, userId: number, addressId: number): Promise<DeliveryAddress> {
    const row = await repo.visibleAddress(db, addressId, userId);
    if (!row) throw new AppError('ADDRESS_NOT_FOUND');
    return toDeliveryAddress(row);
  }

  /** user-address/check: refused when not covered, a warning when covered but not verified. */
  async check(db: DbOrTx, input: AddressInput) {
    const a = normalizeAddress(input);
    assertFields(placeChecks(a));
    const coverage = await this.coverage(db, a);
    return {
      check: {
        covered: true,
        validated: coverage.validated,
        zoneId: coverage.zoneId,
        storeId: coverage.storeId,
      },
      warnings: this.warnings(coverage, a),
    };
  }

  /** user-address/update: creates (no addressId) or edits one of the customer's home addresses. */
  async save(
    db: DbOrTx,
    userId: number,
    input: AddressInput,
  ): Promise<{ address: DeliveryAddress; warnings: EnvelopeMessage[] }> {
    const a = normalizeAddress(input);
    assertFields(homeAddressChecks(a));
    const coverage = await this.coverage(db, a);
    const now = this.clock.now().toISOString();
    const fields = {
      address_name: a.addressName ?? '',
      address1: a.address1 ?? '',
      address_number: a.addressNumber ?? '',
      city: a.city ?? '',
      province: a.province ?? '',
      postalcode: a.postalcode ?? '',
      phone: a.phone,
      doorbell: a.doorbell,
      notes: a.notes,
      zone_id: coverage.zoneId,
      validated: coverage.validated ? 1 : 0,
      updated_at: now,
    };
    let addressId = input.addressId;
    if (addressId !== undefined) {
      if (!(await repo.updateHomeAddress(db, userId, addressId, fields)))
        throw new AppError('ADDRESS_NOT_FOUND');
    } else {
      if ((await repo.homeAddressesOf(db, userId)).length >= MAX_HOME_ADDRESSES) {
        throw new AppError(
          'ADDRESS_LIMIT',
          `Puoi salvare al massimo ${MAX_HOME_ADDRESSES} indirizzi: eliminane uno che non usi più.`,
        );
      }
      addressId = await repo.insertAddress(db, {
        ...fields,
        address_type_id: ADDRESS_TYPE_ID.home,
        user_id: userId,
        store_id: null,
        active: 1,
        created_at: now,
      });
    }
    return { address: await this.view(db, userId, addressId), warnings: this.warnings(coverage, a) };
  }

  /**
   * user-address/delete: refused for the address a cart uses; answers the remaining addresses.
   * The address is deactivated first, then the cart module asked: a cart using it throws, which
   * rolls the removal back (hence a Tx). The row stays, inactive, for the orders that refer to it.
   */
  /** Removes one of the customer's home addresses, in one transaction (joined when given one). */
  remove(db: DbOrTx, userId: number, addressId: number): Promise<DeliveryAddress[]> {
    return inTransaction(db, (tx) => this.removeIn(tx, userId, addressId));
  }

  private async removeIn(tx: Tx, userId: number, addressId: number): Promise<DeliveryAddress[]> {
    if (!(await repo.deactivateHomeAddress(tx, userId, addressId, this.clock.now().toISOString())))
      throw new AppError('ADDRESS_NOT_FOUND');
    if (await this.carts.usesAddress(tx, addressId)) throw new AppError(DELIVERY_CODES.deleteRefused);
    return this.homeAddresses(tx, userId);
  }

  /** eurospin-address-form/save-new-address: ask for home delivery where there is none yet. */
  async requestEnable(db: DbOrTx, userId: number | null, input: AddressInput): Promise<void> {
    const a = normalizeAddress(input);
    const contact: FieldCheck[] =
      userId === null ? [['email', a.email, [fieldRules.required, fieldRules.email]]] : [];
    assertFields([...placeChecks(a), ...contact]);
    await insertEnableRequest(db, {
      user_id: userId,
      email: userId === null ? a.email : null,
      address1: a.address1 ?? '',
      address_number: a.addressNumber ?? '',
      city: a.city ?? '',
      province: a.province ?? '',
      postalcode: a.postalcode ?? '',
      created_at: this.clock.now().toISOString(),
    });
  }

  private async coverage(db: DbOrTx, a: NormalizedAddress): Promise<Extract<Coverage, { covered: true }>> {
    const place = placeOf(a);
    const coverage = assessCoverage(await zoneCapRanges(db), place);
    if (!coverage.covered) {
      throw new AppError(DELIVERY_CODES.notCovered, coverageMessage(coverage, place) ?? '');
    }
    return coverage;
  }

  private warnings(coverage: Coverage, a: NormalizedAddress): EnvelopeMessage[] {
    const message = coverageMessage(coverage, placeOf(a));
    return message ? [{ code: DELIVERY_CODES.notValidated, message }] : [];
  }
}
