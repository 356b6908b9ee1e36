import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import { ORDER_NUMBER_PATTERN, orderNumber } from "../../domain/order-number";
import { ORDER_RATE_LIMITED_MESSAGE, orderJsonSchema } from "../../domain/order-schemas";
import type { OrderEvent } from "../../server/events/event-bus";
import { countOrders } from "../../server/modules/orders/order.repository";
import { buildOrderRequest, type OrderRequestBody } from "../factories/order";
import { buildProduct } from "../factories/product";
import { takeLoggedErrors } from "../setup/fail-on-console-error";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let tvId: number;
let fridgeId: number;
let microwaveId: number;

const TV = "Sony Bravia 55 inch 4K LED TV";
const FRIDGE = "Whirlpool 265 L Frost Free Refrigerator";

beforeAll(async () => {
  shop = await createTestShop({ env: { ORDER_RATE_LIMIT_PER_MINUTE: "0" } });
  [tvId, fridgeId, microwaveId] = (await shop.catalog.addProducts([
    buildProduct({
      name: TV,
      pricePaise: 5_799_000,
      oldPricePaise: 6_499_000,
      images: ["/uploads/products/tv-front.webp", "/uploads/products/tv-side.webp"],
      maxQuantity: 3,
    }),
    buildProduct({ name: FRIDGE, inStock: false }),
    buildProduct({ name: "Bajaj 20 L Solo Microwave", pricePaise: 649_950, oldPricePaise: 0 }),
  ])) as [number, number, number];
});

afterAll(() => shop.close());

function post(target: TestShop, body: unknown): Promise<Response> {
  return Promise.resolve(
    target.app.request("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

async function storedOrder(id: number) {
  const db = shop.database.db;
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom("order_items")
    .selectAll()
    .where("order_id", "=", id)
    .orderBy("position")
    .execute();
  return { order, items };
}

describe("POST /api/orders", () => {
  it("places a pending order priced from the database, ignoring prices the client sent", async () => {
    const body = {
      ...buildOrderRequest([
        { productId: tvId, quantity: 2, price: 1 } as OrderRequestBody["items"][number],
        { productId: microwaveId, quantity: 1 },
      ]),
      totalPrice: 1,
      price: 1,
    };
    const response = await post(shop, body);
    expect(response.status).toBe(201);
    const order = orderJsonSchema.parse(await response.json());
    expect(order.totalPrice).toBe(2 * 57_990 + 6_499.5);
    expect(order.status).toBe("pending");
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.orderDate).toBe(order.createdAt);
    expect(order.items.map((item) => [item.name, item.price, item.lineTotal])).toEqual([
      [TV, 57_990, 115_980],
      ["Bajaj 20 L Solo Microwave", 6_499.5, 6_499.5],
    ]);

    const stored = await storedOrder(order.id);
    expect(stored.order).toMatchObject({
      order_number: order.orderNumber,
      status: "pending",
      customer_name: "Asha Verma",
      customer_mobile: "9829012345",
      idempotency_key: body.idempotencyKey,
    });
    expect(Number(stored.order.total_paise)).toBe(2 * 5_799_000 + 649_950);
    expect(stored.order.created_at).toBe(stored.order.updated_at);
  });

  it("stores a snapshot of each item: name, prices, first image, quantity, in cart order", async () => {
    const response = await post(
      shop,
      buildOrderRequest([
        { productId: microwaveId, quantity: 3 },
        { productId: tvId, quantity: 1 },
      ]),
    );
    const { id } = orderJsonSchema.parse(await response.json());
    const { items } = await storedOrder(id);
    expect(items).toEqual([
      {
        order_id: id,
        position: 0,
        product_id: microwaveId,
        name: "Bajaj 20 L Solo Microwave",
        unit_price_paise: 649_950,
        old_price_paise: 0,
        image: "",
        quantity: 3,
      },
      {
        order_id: id,
        position: 1,
        product_id: tvId,
        name: TV,
        unit_price_paise: 5_799_000,
        old_price_paise: 6_499_000,
        image: "/uploads/products/tv-front.webp",
        quantity: 1,
      },
    ]);
  });

  it("merges lines of the same product into one item", async () => {
    const response = await post(
      shop,
      buildOrderRequest([
        { productId: tvId, quantity: 1 },
        { productId: tvId, quantity: 2 },
      ]),
    );
    expect(response.status).toBe(201);
    const order = orderJsonSchema.parse(await response.json());
    expect(order.items).toHaveLength(1);
    expect(order.items[0]!.quantity).toBe(3);
    expect(order.totalPrice).toBe(3 * 57_990);
  });

  it("stores the name trimmed and the mobile as its 10 digits", async () => {
    const response = await post(
      shop,
      buildOrderRequest([{ productId: tvId, quantity: 1 }], {
        customerName: "  Ravi   Kumar ",
        customerMobile: "+91 98290-12345",
      }),
    );
    const order = orderJsonSchema.parse(await response.json());
    expect([order.customerName, order.customerMobile]).toEqual(["Ravi Kumar", "9829012345"]);
  });

  const refusals: [string, () => unknown, number, string, RegExp][] = [
    [
      "an unknown product",
      () => buildOrderRequest([{ productId: 999_999, quantity: 1 }]),
      409,
      "conflict",
      /^Product 999999 is no longer available$/,
    ],
    [
      "an out-of-stock product",
      () =>
        buildOrderRequest([
          { productId: tvId, quantity: 1 },
          { productId: fridgeId, quantity: 1 },
        ]),
      409,
      "conflict",
      new RegExp(`^'${FRIDGE}' is out of stock$`),
    ],
    [
      "a quantity above the product's maximum",
      () => buildOrderRequest([{ productId: tvId, quantity: 4 }]),
      409,
      "conflict",
      new RegExp(`^Only 3 of '${TV}' can be ordered at a time$`),
    ],
    [
      "lines of one product adding up to more than its maximum",
      () =>
        buildOrderRequest([
          { productId: tvId, quantity: 2 },
          { productId: tvId, quantity: 2 },
        ]),
      409,
      "conflict",
      /Only 3 of/,
    ],
    [
      "a quantity of 0",
      () => buildOrderRequest([{ productId: tvId, quantity: 0 }]),
      400,
      "invalid_request",
      /items\.0\.quantity: Quantity must be at least 1/,
    ],
    [
      "an empty cart",
      () => buildOrderRequest([]),
      400,
      "invalid_request",
      /items: Your cart is empty!/,
    ],
    [
      "a mobile number of 9 digits",
      () => buildOrderRequest([{ productId: tvId, quantity: 1 }], { customerMobile: "982901234" }),
      400,
      "invalid_request",
      /customerMobile: Enter a 10-digit Indian mobile number/,
    ],
    [
      "a mobile number with letters",
      () => buildOrderRequest([{ productId: tvId, quantity: 1 }], { customerMobile: "98290abcde" }),
      400,
      "invalid_request",
      /customerMobile: Enter a 10-digit Indian mobile number/,
    ],
    [
      "a mobile number starting with 5",
      () => buildOrderRequest([{ productId: tvId, quantity: 1 }], { customerMobile: "5829012345" }),
      400,
      "invalid_request",
      /customerMobile: Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9/,
    ],
    [
      "a one-character name",
      () => buildOrderRequest([{ productId: tvId, quantity: 1 }], { customerName: " A " }),
      400,
      "invalid_request",
      /customerName: Please enter a name of at least 2 characters/,
    ],
    [
      "a missing idempotency key",
      () => ({
        ...buildOrderRequest([{ productId: tvId, quantity: 1 }]),
        idempotencyKey: undefined,
      }),
      400,
      "invalid_request",
      /idempotencyKey/,
    ],
    ["a body that is not JSON", () => "{not json", 400, "invalid_request", /must be JSON/],
    [
      "a body over 32 KB",
      () =>
        buildOrderRequest([{ productId: tvId, quantity: 1 }], { customerName: "A".repeat(40_000) }),
      413,
      "payload_too_large",
      /at most 32 KB/,
    ],
  ];

  it.each(refusals)(
    "refuses %s with a clear message and stores nothing",
    async (_case, body, status, code, message) => {
      const before = await countOrders(shop.database.db);
      const response = await post(shop, body());
      expect(response.status).toBe(status);
      const { error } = apiErrorSchema.parse(await response.json());
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect(await countOrders(shop.database.db)).toBe(before);
    },
  );

  it("returns the same order, with 200, when the same idempotency key comes again", async () => {
    const before = await countOrders(shop.database.db);
    const body = buildOrderRequest([{ productId: tvId, quantity: 1 }]);
    const first = await post(shop, body);
    const again = await post(shop, body);
    expect([first.status, again.status]).toEqual([201, 200]);
    const [placed, repeated] = [
      orderJsonSchema.parse(await first.json()),
      orderJsonSchema.parse(await again.json()),
    ];
    expect(repeated).toEqual(placed);
    expect(await countOrders(shop.database.db)).toBe(before + 1);
  });

  it("places one order when two identical requests race", async () => {
    const before = await countOrders(shop.database.db);
    const body = buildOrderRequest([{ productId: microwaveId, quantity: 2 }]);
    const responses = await Promise.all([post(shop, body), post(shop, body)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201]);
    const numbers = await Promise.all(
      responses.map(async (response) => orderJsonSchema.parse(await response.json()).orderNumber),
    );
    expect(numbers[0]).toBe(numbers[1]);
    expect(await countOrders(shop.database.db)).toBe(before + 1);
  });

  it("places 200 concurrent orders, each with its own order number", async () => {
    const before = await countOrders(shop.database.db);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(
          shop,
          buildOrderRequest([{ productId: index % 2 ? tvId : microwaveId, quantity: 1 }], {
            customerName: `Customer ${index}`,
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const orders = await Promise.all(
      responses.map(async (response) => orderJsonSchema.parse(await response.json())),
    );
    expect(new Set(orders.map((order) => order.orderNumber)).size).toBe(200);
    expect(orders.every((order) => ORDER_NUMBER_PATTERN.test(order.orderNumber))).toBe(true);
    expect(await countOrders(shop.database.db)).toBe(before + 200);
  });

  it("moves on to the next millisecond's number when the order number is already taken", async () => {
    // Another instance on the same database, or an order 1,000,000 ms earlier the same day.
    const at = Date.now() + 60_000;
    await shop.database.db
      .insertInto("orders")
      .values({
        order_number: orderNumber(new Date(at)),
        customer_name: "Earlier Customer",
        customer_mobile: "9829012345",
        total_paise: 100,
        status: "pending",
        idempotency_key: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const clock = vi.spyOn(Date, "now").mockReturnValue(at);
    const response = await post(shop, buildOrderRequest([{ productId: tvId, quantity: 1 }]));
    clock.mockRestore();
    expect(response.status).toBe(201);
    expect(orderJsonSchema.parse(await response.json()).orderNumber).toBe(
      orderNumber(new Date(at + 1)),
    );
  });

  it("announces each new order on the event bus once it is committed", async () => {
    const events: OrderEvent[] = [];
    const subscription = shop.events.subscribe("orders", (event) => events.push(event));
    const response = await post(shop, buildOrderRequest([{ productId: tvId, quantity: 1 }]));
    const order = orderJsonSchema.parse(await response.json());
    // On PostgreSQL the announcement makes a round trip through NOTIFY before it is heard.
    const aboutThisOrder = () =>
      events.filter((event) => event.kind === "created" && event.orderId === order.id);
    await vi.waitFor(() => expect(aboutThisOrder()).toHaveLength(1));
    subscription.unsubscribe();
    expect(aboutThisOrder()).toEqual([
      {
        kind: "created",
        orderId: order.id,
        orderNumber: order.orderNumber,
        origin: expect.any(String),
      },
    ]);
  });

  it("still places the order when the announcement fails, and logs the failure", async () => {
    const publish = vi
      .spyOn(shop.events, "publish")
      .mockRejectedValueOnce(new Error("event bus is down"));
    const before = await countOrders(shop.database.db);
    const response = await post(shop, buildOrderRequest([{ productId: tvId, quantity: 1 }]));
    publish.mockRestore();
    expect(response.status).toBe(201);
    expect(await countOrders(shop.database.db)).toBe(before + 1);
    const logged = takeLoggedErrors();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![0])).toMatch(/Could not announce order ORD\d{12}/);
  });

  it("is described in the OpenAPI document with its request body", async () => {
    const document = await (await shop.app.request("/api/openapi.json")).json();
    const placeOrder = document.paths["/api/orders"].post;
    expect(Object.keys(placeOrder.responses)).toEqual(
      expect.arrayContaining(["200", "201", "400", "409", "413", "429"]),
    );
    expect(document.components.schemas.PlaceOrderRequest.properties.customerMobile.type).toBe(
      "string",
    );
  });
});

describe("the order rate limit", () => {
  let limited: TestShop;
  let limitedTvId: number;

  beforeAll(async () => {
    limited = await createTestShop({
      env: { ORDER_RATE_LIMIT_BURST: "20", ORDER_RATE_LIMIT_PER_MINUTE: "20" },
    });
    [limitedTvId] = (await limited.catalog.addProducts([buildProduct({ name: TV })])) as [number];
  });

  afterAll(() => limited.close());

  it("answers the 21st rapid order from one client with 429 and stores it not", async () => {
    const place = () => post(limited, buildOrderRequest([{ productId: limitedTvId, quantity: 1 }]));
    for (let index = 0; index < 20; index += 1) expect((await place()).status).toBe(201);
    const refused = await place();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(await refused.json()).error).toEqual({
      code: "too_many_requests",
      message: ORDER_RATE_LIMITED_MESSAGE,
    });
    expect(await countOrders(limited.database.db)).toBe(20);
  });
});
