import { z } from "zod";
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, normaliseCustomerName } from "./checkout";
import {
  ADDRESS_MAX_LENGTH,
  deliveryMessages,
  isStorableAddressLine,
  LANDMARK_MAX_LENGTH,
  normaliseAddressLine,
  normalisePin,
} from "./delivery";
import { BASE_LOCALE, LOCALES, type Locale } from "./locale";
import { mobileField } from "./mobile-schema";
// A type only: refusals.ts reads this module's English.
import type { Refusal } from "./refusals";
import { paiseToRupees, type Paise } from "./money";
import type { SaleTerms } from "./sale-schemas";
import type { OrderChannel } from "./sales";
import { ORDER_STATUSES, type OrderStatus } from "./shop-constants";
import { hasUnstorableCharacters, MAX_RECORD_ID, recordIdRange, visibleLength } from "./storable";

/** Most lines one order may have; a real basket never comes close, a forged one is refused. */
export const MAX_ORDER_LINES = 50;

/** An optional line of the delivery address: absent or blank is none. */
function addressLine(maxLength: number, tooLong: string) {
  return z
    .string()
    .max(maxLength * 2, { message: tooLong })
    .optional()
    .transform((value, context) => {
      const line = value === undefined ? null : normaliseAddressLine(value);
      if (line === null) return null;
      if (line.length > maxLength) {
        context.addIssue({ code: "custom", message: tooLong });
        return z.NEVER;
      }
      if (!isStorableAddressLine(line, maxLength)) {
        context.addIssue({ code: "custom", message: deliveryMessages.addressUnstorable });
        return z.NEVER;
      }
      return line;
    });
}

/** The customer's language (issue 15): their tracking link and the shop's messages follow it. */
export const customerLocaleSchema = z
  .enum(LOCALES, { error: `locale must be one of: ${LOCALES.join(", ")}` })
  .default(BASE_LOCALE)
  .meta({ description: "The customer's language; 'en' when absent" });

/**
 * What `POST /api/orders` takes. Prices and totals are deliberately absent: the server prices the
 * order from its own catalogue, whatever a browser might send.
 */
export const placeOrderRequestSchema = z
  .object({
    customerName: z
      .string()
      .transform(normaliseCustomerName)
      .pipe(
        z
          .string()
          .refine((name) => !hasUnstorableCharacters(name), {
            message: "Name must not contain control characters",
            params: { refusal: { code: "customer.name-control", params: {} } satisfies Refusal },
          })
          .refine((name) => visibleLength(name) >= NAME_MIN_LENGTH, {
            message: "Please enter a name of at least 2 characters",
            params: { refusal: { code: "customer.name-short", params: {} } satisfies Refusal },
          })
          .max(NAME_MAX_LENGTH, { message: `Name must be at most ${NAME_MAX_LENGTH} characters` }),
      ),
    customerMobile: mobileField(undefined, "Enter 10-digit mobile number"),
    items: z
      .array(
        z.object({
          productId: z
            .number()
            .int()
            .min(1, { message: `Product ids are whole numbers ${recordIdRange}` })
            .max(MAX_RECORD_ID, { message: `Product ids are whole numbers ${recordIdRange}` }),
          quantity: z.number().int().min(1, { message: "Quantity must be at least 1" }),
        }),
      )
      .min(1, { message: "Your cart is empty!" })
      .max(MAX_ORDER_LINES, {
        message: `An order can have at most ${MAX_ORDER_LINES} different products`,
      }),
    deliveryAddress: addressLine(ADDRESS_MAX_LENGTH, deliveryMessages.addressTooLong),
    deliveryLandmark: addressLine(LANDMARK_MAX_LENGTH, deliveryMessages.landmarkTooLong),
    deliveryPin: z
      .string()
      .max(20, { message: deliveryMessages.pinInvalid })
      .optional()
      .transform((value, context) => {
        if (value === undefined || value.trim() === "") return null;
        const pin = normalisePin(value);
        if (pin === null) {
          context.addIssue({ code: "custom", message: deliveryMessages.pinInvalid });
          return z.NEVER;
        }
        return pin;
      }),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, {
      message: "idempotencyKey must be 16 to 100 letters, digits, - or _",
    }),
    locale: customerLocaleSchema,
  })
  .meta({ id: "PlaceOrderRequest" });
type OptionalFields = "deliveryAddress" | "deliveryLandmark" | "deliveryPin" | "locale";
/** The parsed body; callers inside the shop (tests, imports) may leave the delivery and language out. */
export type PlaceOrderRequest = Omit<z.output<typeof placeOrderRequestSchema>, OptionalFields> &
  Partial<Pick<z.output<typeof placeOrderRequestSchema>, OptionalFields>> & {
    /** A sale the owner entered (issue 31); absent for a customer's web order. */
    sale?: SaleTerms;
  };
/** The body as a client sends it, before trimming and normalising. */
export type PlaceOrderRequestJson = z.input<typeof placeOrderRequestSchema>;

export const orderItemJsonSchema = z
  .object({
    productId: z
      .number()
      .int()
      .nullable()
      .meta({ description: "null once the product is deleted" }),
    name: z.string(),
    price: z.number().meta({ description: "Unit price in rupees when ordered" }),
    oldPrice: z.number().meta({ description: "Old price in rupees when ordered; 0 when none" }),
    image: z.string(),
    quantity: z.number().int().min(1),
    lineTotal: z.number().meta({ description: "price × quantity, in rupees" }),
  })
  .meta({ id: "OrderItem" });

export const orderJsonSchema = z
  .object({
    id: z.number().int().positive(),
    orderNumber: z.string(),
    customerName: z.string(),
    customerMobile: z.string().meta({ description: "10 digits, without +91" }),
    items: z.array(orderItemJsonSchema),
    totalPrice: z.number().meta({ description: "In rupees" }),
    status: z.enum(ORDER_STATUSES),
    deliveryAddress: z.string().nullable(),
    deliveryLandmark: z.string().nullable(),
    deliveryPin: z.string().nullable().meta({ description: "6 digits" }),
    outsideServiceArea: z
      .boolean()
      .meta({ description: "The PIN code is not in the shop's service area" }),
    locale: z.enum(LOCALES).meta({ description: "The customer's language" }),
    orderDate: z.string().meta({ description: "ISO 8601, UTC; the same moment as createdAt" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Order" });
export type OrderJson = z.infer<typeof orderJsonSchema>;

/** The answer to placing an order: the order and the key of its private tracking link. */
export const placedOrderJsonSchema = orderJsonSchema
  .extend({
    trackingToken: z.string().meta({ description: "The private link is /track/{trackingToken}" }),
  })
  .meta({ id: "PlacedOrder" });
export type PlacedOrderJson = z.infer<typeof placedOrderJsonSchema>;

export const ORDER_RATE_LIMITED_MESSAGE =
  "Too many orders from this connection. Please wait a minute and try again.";

/** One line of an order: a snapshot of the product as it was when ordered, money in paise. */
export interface OrderItem {
  productId: number | null;
  name: string;
  unitPricePaise: Paise;
  oldPricePaise: Paise;
  image: string;
  quantity: number;
  /** product (absent on orders read before issue 31), service or exchange (negative price). */
  kind?: OrderLineKind;
  /** The catalogue price when the owner sold at another, and why. */
  listPricePaise?: Paise | null;
  overrideReason?: string | null;
  /** An exchanged appliance's condition. */
  detail?: string | null;
}

export type OrderLineKind = "product" | "service" | "exchange";

export interface Order {
  id: number;
  orderNumber: string;
  customerName: string;
  customerMobile: string;
  items: OrderItem[];
  totalPaise: Paise;
  status: OrderStatus;
  deliveryAddress: string | null;
  deliveryLandmark: string | null;
  deliveryPin: string | null;
  outsideServiceArea: boolean;
  locale: Locale;
  /** Where the order came from: 'web' for the storefront, else a sale the owner entered. */
  channel: OrderChannel;
  createdAt: string;
  updatedAt: string;
}

export function toOrderJson(order: Order): OrderJson {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerMobile: order.customerMobile,
    items: order.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      price: paiseToRupees(item.unitPricePaise),
      oldPrice: paiseToRupees(item.oldPricePaise),
      image: item.image,
      quantity: item.quantity,
      lineTotal: paiseToRupees(item.unitPricePaise * item.quantity),
    })),
    totalPrice: paiseToRupees(order.totalPaise),
    status: order.status,
    deliveryAddress: order.deliveryAddress,
    deliveryLandmark: order.deliveryLandmark,
    deliveryPin: order.deliveryPin,
    outsideServiceArea: order.outsideServiceArea,
    locale: order.locale,
    orderDate: order.createdAt,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}
