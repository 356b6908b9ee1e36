import type { NewProduct } from "../../server/modules/products/product.repository";

let sequence = 0;

/** A valid product with unique name; tests override what they are about. */
export function buildProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  sequence += 1;
  return {
    name: `Test Appliance ${sequence}`,
    description: "A dependable appliance for a family of four.",
    nameHi: "",
    descriptionHi: "",
    pricePaise: 1_999_000,
    oldPricePaise: 2_499_000,
    images: [],
    brand: "Testbrand",
    category: "Electronics",
    rating: 4.2,
    reviews: 12,
    inStock: true,
    maxQuantity: 10,
    specifications: [
      { key: "Warranty", value: "1 year" },
      { key: "Colour", value: "White" },
    ],
    ...overrides,
  };
}

const BRANDS = ["LG", "Samsung", "Voltas", "Whirlpool", "Godrej", "Haier", "IFB", "Panasonic"];
const KINDS = [
  {
    name: "Split AC",
    category: "Electronics",
    sizes: ["1 Ton", "1.5 Ton", "2 Ton"],
    base: 3_000_000,
  },
  { name: "Smart LED TV", category: "Electronics", sizes: ['32"', '43"', '55"'], base: 1_800_000 },
  {
    name: "Convection Microwave",
    category: "Home & Kitchen",
    sizes: ["20 L", "28 L", "32 L"],
    base: 1_100_000,
  },
  {
    name: "Frost Free Refrigerator",
    category: "Home & Kitchen",
    sizes: ["240 L", "308 L", "450 L"],
    base: 2_600_000,
  },
  {
    name: "Front Load Washing Machine",
    category: "Home & Kitchen",
    sizes: ["6 kg", "7 kg", "8 kg"],
    base: 2_900_000,
  },
];

/** Many varied, realistic products, for catalogues bigger than the demo (benchmarks, paging). */
export function generateProducts(count: number): NewProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const brand = BRANDS[index % BRANDS.length]!;
    const kind = KINDS[index % KINDS.length]!;
    const size = kind.sizes[index % kind.sizes.length]!;
    const pricePaise = kind.base + (index % 17) * 50_000 + 99_000;
    return buildProduct({
      name: `${brand} ${size} ${kind.name} (Model ${1000 + index})`,
      brand,
      category: kind.category,
      pricePaise,
      oldPricePaise: index % 5 === 0 ? 0 : Math.round(pricePaise * 1.3),
      description: `${brand} ${kind.name.toLowerCase()} in ${size}, with installation support in your city and the maker's warranty.`,
      rating: 3.5 + (index % 15) / 10,
      reviews: (index * 37) % 5000,
      inStock: index % 11 !== 0,
      specifications: [
        { key: "Capacity", value: size },
        { key: "Brand", value: brand },
        { key: "Warranty", value: "1 year comprehensive" },
        { key: "Energy Rating", value: `${3 + (index % 3)} Star` },
      ],
    });
  });
}
