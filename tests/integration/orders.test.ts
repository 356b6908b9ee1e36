// Stays whole: its groups share one test shop (database and app) that a split would set up again.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import { ORDER_NUMBER_PATTERN, orderNumber } from "../../domain/order-number";
import {
  ORDER_RATE_LIMITED_MESSAGE,
  orderJsonSchema,
  placeOrderRequestSchema,
  type PlaceOrderRequest,
  type PlaceOrderRequestJson,
} from "../../domain/order-schemas";
import type { OrderEvent } from "../../domain/live-events";
import { countOrders } from "../../server/modules/orders/order.repository";
import type { PlacementResult } from "../../server/modules/orders/order.service";
import { buildOrderRequest } from "../factories/order";
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
  [tvId, fridgeId, microwaveId] = (await shop.catalogue.addProducts([
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

function post(
  target: TestShop,
  body: unknown,
  contentType = "application/json",
): Promise<Response> {
  return Promise.resolve(
    target.app.request("/api/orders", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: typeof body === "string" || body instanceof Blob ? body : JSON.stringify(body),
    }),
  );
}

/** Orders with these numbers, as another instance or an earlier run of the shop left them. */
async function takeOrderNumbers(numbers: string[]): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < numbers.length; start += 200) {
    await shop.database.db
      .insertInto("orders")
      .values(
        numbers.slice(start, start + 200).map((number) => ({
          order_number: number,
          customer_name: "Earlier Customer",
          customer_mobile: "9829012345",
          total_paise: 100,
          status: "pending" as const,
          idempotency_key: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
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
        { productId: tvId, quantity: 2, price: 1 } as PlaceOrderRequestJson["items"][number],
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
    // A web order's lines are catalogue products at the catalogue's prices (issue 31).
    const catalogueLine = {
      kind: "product",
      list_price_paise: null,
      override_reason: null,
      detail: null,
    };
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
        ...catalogueLine,
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
        ...catalogueLine,
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
    [
      "a name of zero-width characters only",
      () =>
        buildOrderRequest([{ productId: tvId, quantity: 1 }], {
          customerName: "\u200B\u200C\u200D\uFEFF\u2060",
        }),
      400,
      "invalid_request",
      /^customerName: Please enter a name of at least 2 characters$/,
    ],
    [
      "a name with a NUL character",
      () => buildOrderRequest([{ productId: tvId, quantity: 1 }], { customerName: "Asha\u0000" }),
      400,
      "invalid_request",
      /^customerName: Name must not contain control characters$/,
    ],
    [
      "a name longer than 100 characters",
      () =>
        buildOrderRequest([{ productId: tvId, quantity: 1 }], { customerName: "A".repeat(101) }),
      400,
      "invalid_request",
      /^customerName: Name must be at most 100 characters$/,
    ],
    [
      "a mobile number with a NUL character",
      () =>
        buildOrderRequest([{ productId: tvId, quantity: 1 }], {
          customerMobile: "98290\u000012345",
        }),
      400,
      "invalid_request",
      /customerMobile: Enter a 10-digit Indian mobile number/,
    ],
    [
      "a product id beyond the database's 32-bit id column",
      () => buildOrderRequest([{ productId: 2_147_483_648, quantity: 1 }]),
      400,
      "invalid_request",
      /^items\.0\.productId: Product ids are whole numbers from 1 to 2147483647$/,
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

  it("stores the name in Unicode's composed form (NFC)", async () => {
    const decomposed = "Jose\u0301 Gonc\u0327alves";
    const response = await post(
      shop,
      buildOrderRequest([{ productId: tvId, quantity: 1 }], { customerName: decomposed }),
    );
    const order = orderJsonSchema.parse(await response.json());
    expect(order.customerName).toBe("Jos\u00E9 Gon\u00E7alves");
    expect((await storedOrder(order.id)).order.customer_name).toBe("Jos\u00E9 Gon\u00E7alves");
  });

  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["a charset other than UTF-8", "application/json; charset=iso-8859-1"],
  ])("refuses a JSON body sent as %s with 415 and stores nothing", async (_case, contentType) => {
    const before = await countOrders(shop.database.db);
    const body = JSON.stringify(buildOrderRequest([{ productId: tvId, quantity: 1 }]));
    const response = await post(shop, body, contentType);
    expect(response.status).toBe(415);
    expect(apiErrorSchema.parse(await response.json()).error).toEqual({
      code: "unsupported_media_type",
      message: "The request body must be sent as Content-Type: application/json (UTF-8)",
    });
    expect(await countOrders(shop.database.db)).toBe(before);
  });

  it("accepts application/json with a UTF-8 charset", async () => {
    const body = buildOrderRequest([{ productId: tvId, quantity: 1 }]);
    const response = await post(shop, body, "application/json; charset=utf-8");
    expect(response.status).toBe(201);
  });

  it("refuses a body that is not valid UTF-8 instead of storing replacement characters", async () => {
    const before = await countOrders(shop.database.db);
    const json = JSON.stringify(
      buildOrderRequest([{ productId: tvId, quantity: 1 }], { customerName: "Asha NAME" }),
    );
    const bytes = new TextEncoder().encode(json);
    const at = json.indexOf("NAME");
    bytes.set([0xc3, 0x28, 0xff, 0xfe], at);
    const response = await post(shop, new Blob([bytes]));
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error).toEqual({
      code: "invalid_request",
      message: "The request body must be valid UTF-8",
    });
    expect(await countOrders(shop.database.db)).toBe(before);
  });

  it("refuses the same idempotency key with a different order with 422, keeping the first", async () => {
    const first = buildOrderRequest([{ productId: tvId, quantity: 1 }]);
    const placed = await post(shop, first);
    expect(placed.status).toBe(201);
    const firstOrder = orderJsonSchema.parse(await placed.json());
    const before = await countOrders(shop.database.db);
    for (const changed of [
      { ...first, items: [{ productId: tvId, quantity: 2 }] },
      { ...first, items: [{ productId: microwaveId, quantity: 1 }] },
      { ...first, customerName: "Ravi Kumar" },
      { ...first, customerMobile: "9876543210" },
    ]) {
      const refused = await post(shop, changed);
      expect(refused.status).toBe(422);
      expect(apiErrorSchema.parse(await refused.json()).error).toEqual({
        code: "idempotency_key_reused",
        message:
          "This idempotencyKey was already used for an order with other details or items; " +
          "send a new key for a new order",
      });
    }
    // The same order, typed with other spacing, is still a retry of the first.
    const retry = await post(shop, { ...first, customerName: "  Asha   Verma " });
    expect(retry.status).toBe(200);
    expect(orderJsonSchema.parse(await retry.json())).toEqual(firstOrder);
    expect(await countOrders(shop.database.db)).toBe(before);
  });

  it("refuses a different order racing with the same idempotency key with 422", async () => {
    const before = await countOrders(shop.database.db);
    const first = buildOrderRequest([{ productId: microwaveId, quantity: 1 }]);
    const responses = await Promise.all([
      post(shop, first),
      post(shop, { ...first, items: [{ productId: microwaveId, quantity: 2 }] }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422]);
    expect(await countOrders(shop.database.db)).toBe(before + 1);
  });

  it("fails only the order at fault when one order of a group cannot be stored", async () => {
    const before = await countOrders(shop.database.db);
    // The schemas let no value through that the database refuses; placed through the service, a
    // name of null stands for any such value, or a bug, and makes the order's insert fail.
    const poisoned = {
      ...placeOrderRequestSchema.parse(buildOrderRequest([{ productId: tvId, quantity: 1 }])),
      customerName: null,
    } as unknown as PlaceOrderRequest;
    const place = shop.orders.placeOrder.bind(shop.orders);
    // Holds the 30 customers' orders until all have arrived, then hands them to the service in
    // one turn of the event loop with the poisoned one: all 31 are written in one group.
    const held: (() => void)[] = [];
    let poisonedPlacement: Promise<PlacementResult | unknown> | undefined;
    const placeOrder = vi.spyOn(shop.orders, "placeOrder").mockImplementation(
      (request) =>
        new Promise((resolve, reject) => {
          held.push(() => place(request).then(resolve, reject));
          if (held.length < 30) return;
          poisonedPlacement = place(poisoned).catch((error: unknown) => error);
          for (const release of held) release();
        }),
    );
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(
          shop,
          buildOrderRequest([{ productId: microwaveId, quantity: 1 }], {
            customerName: `Group Customer ${index}`,
          }),
        ),
      ),
    );
    placeOrder.mockRestore();
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(201));
    const poisonedFailure = await poisonedPlacement;
    expect(poisonedFailure).toBeInstanceOf(Error);
    expect(String(poisonedFailure)).toMatch(/customer_name/);
    expect(await countOrders(shop.database.db)).toBe(before + 30);
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

  it("keeps the shop's other writes going while orders are being written", async () => {
    // On SQLite orders are written by another connection (decision 23): an admin's transaction
    // that reads and then writes, and single statements, must neither fail nor be lost.
    const { order: confirmed } = await shop.orders.placeOrder(
      placeOrderRequestSchema.parse(buildOrderRequest([{ productId: tvId, quantity: 1 }])),
    );
    const [toggledId] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
    await shop.auth.createAccount("desk@shop.test", "correct horse battery");
    const signedIn = await shop.auth.signIn({
      email: "desk@shop.test",
      password: "correct horse battery",
      address: "test",
    });
    if (!signedIn.ok) throw new Error("the admin could not sign in");
    const orders = Array.from({ length: 60 }, (_, index) =>
      post(shop, buildOrderRequest([{ productId: microwaveId, quantity: 1 + (index % 2) }])),
    );
    // One admin's writes follow each other (on PostgreSQL concurrent ones may commit in any
    // order); all of them run while the orders are being written.
    const deskWrites = (async () => {
      for (const status of ["confirmed", "pending", "confirmed"] as const) {
        await shop.orderDesk.bulkSetStatus([confirmed.id], status, signedIn.admin);
      }
      for (const inStock of [false, true, false]) {
        await shop.catalogue.setInStock(toggledId, inStock);
      }
    })();
    const responses = await Promise.all(orders);
    await deskWrites;
    expect(responses.map((response) => response.status)).toEqual(Array(60).fill(201));
    expect((await storedOrder(confirmed.id)).order.status).toBe("confirmed");
    expect((await shop.catalogue.get(toggledId))!.inStock).toBe(false);
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
    await takeOrderNumbers([orderNumber(new Date(at))]);
    const clock = vi.spyOn(Date, "now").mockReturnValue(at);
    const response = await post(shop, buildOrderRequest([{ productId: tvId, quantity: 1 }]));
    clock.mockRestore();
    expect(response.status).toBe(201);
    expect(orderJsonSchema.parse(await response.json()).orderNumber).toBe(
      orderNumber(new Date(at + 1)),
    );
  });

  it("moves past a run of taken numbers, as a restart finds after numbering ahead of the clock", async () => {
    // More than one order a millisecond numbers ahead of time; a restart starts from the clock,
    // inside the numbers its previous run took. Kept clear of the clock's wrap at 999999.
    let at = Date.now() + 120_000;
    if (at % 1_000_000 > 990_000) at += 20_000;
    const taken = Array.from({ length: 1_200 }, (_, index) => orderNumber(new Date(at + index)));
    await takeOrderNumbers(taken);
    const clock = vi.spyOn(Date, "now").mockReturnValue(at);
    const response = await post(shop, buildOrderRequest([{ productId: tvId, quantity: 1 }]));
    clock.mockRestore();
    expect(response.status).toBe(201);
    expect(orderJsonSchema.parse(await response.json()).orderNumber).toBe(
      orderNumber(new Date(at + taken.length)),
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
      expect.arrayContaining(["200", "201", "400", "409", "413", "415", "422", "429", "503"]),
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
    // One order a minute back into the bucket: the 20 orders may take seconds on a busy machine
    // (the first one starts SQLite's order writer thread) and none of them may refill it.
    limited = await createTestShop({
      env: { ORDER_RATE_LIMIT_BURST: "20", ORDER_RATE_LIMIT_PER_MINUTE: "1" },
    });
    [limitedTvId] = (await limited.catalogue.addProducts([buildProduct({ name: TV })])) as [number];
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
